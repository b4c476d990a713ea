import { useLingui } from '@lingui/react/macro'
import type { AccountRegistrationSetting } from '~generated/api/model'
import { FormBirthdayField } from '~/components/form/FormBirthdayField'
import { FormTextField } from '~/components/form/FormTextField'
import layout from '~/components/form/form-layout.module.css'
import { isShown, profileFieldRequirements } from '~/lib/rules/profile/field-rules'
import type { ProfileFormInput } from '~/lib/rules/profile/profile-input'
import { SexField } from './SexField'

/** Name, kana, nickname, sex and birthday, each per the store's registration setting. */
export function ProfileFields({
  setting,
  clampBirthdayTo,
}: {
  setting: AccountRegistrationSetting
  /** See ProfileFormFieldsProps. */
  clampBirthdayTo?: Date
}) {
  const { t } = useLingui()
  const rule = profileFieldRequirements(setting)

  return (
    <div className={layout.stack}>
      {isShown(rule.name) && (
        <FormTextField<ProfileFormInput>
          name="name"
          label={t`氏名`}
          requirement={rule.name}
          autoComplete="name"
          maxLength={100}
        />
      )}
      {isShown(rule.nameKana) && (
        <FormTextField<ProfileFormInput>
          name="nameKana"
          label={t`氏名（フリガナ）`}
          requirement={rule.nameKana}
          description={t`全角カタカナ`}
          maxLength={100}
        />
      )}
      {/* Each pair of inputs shares one rule of the setting. */}
      {isShown(rule.familyName) && (
        <div className={layout.pair}>
          <FormTextField<ProfileFormInput>
            name="familyName"
            label={t`姓`}
            requirement={rule.familyName}
            autoComplete="family-name"
            maxLength={50}
          />
          <FormTextField<ProfileFormInput>
            name="givenName"
            label={t`名`}
            requirement={rule.familyName}
            autoComplete="given-name"
            maxLength={50}
          />
        </div>
      )}
      {isShown(rule.familyNameKana) && (
        <div className={layout.pair}>
          <FormTextField<ProfileFormInput>
            name="familyNameKana"
            label={t`セイ`}
            requirement={rule.familyNameKana}
            description={t`全角カタカナ`}
            maxLength={50}
          />
          <FormTextField<ProfileFormInput>
            name="givenNameKana"
            label={t`メイ`}
            requirement={rule.familyNameKana}
            description={t`全角カタカナ`}
            maxLength={50}
          />
        </div>
      )}
      {isShown(rule.nickname) && (
        <FormTextField<ProfileFormInput>
          name="nickname"
          label={t`ニックネーム`}
          requirement={rule.nickname}
          autoComplete="nickname"
          maxLength={50}
        />
      )}
      <SexField setting={setting} />
      {isShown(rule.birthday) && (
        <FormBirthdayField<ProfileFormInput>
          name="birthday"
          label={t`生年月日`}
          requirement={rule.birthday}
          clampTo={clampBirthdayTo}
        />
      )}
    </div>
  )
}
