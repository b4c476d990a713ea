import { useLingui } from '@lingui/react/macro'
import { SimpleGrid, Stack } from '@mantine/core'
import type { AccountRegistrationSetting } from '~generated/api/model'
import { FormBirthdayField } from '~/components/form/fields/FormBirthdayField'
import { FormTextField } from '~/components/form/fields/FormTextField'
import { isShown, profileFieldRequirements } from '~/lib/rules/profile/field-rules'
import type { ProfileFormInput } from '~/lib/rules/profile/profile-input'
import { SexField } from './SexField'

/** Name, kana, nickname, sex and birthday, each per the store's registration setting. */
export function ProfileFields({ setting }: { setting: AccountRegistrationSetting }) {
  const { t } = useLingui()
  const rule = profileFieldRequirements(setting)

  return (
    <Stack gap="md">
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
        <SimpleGrid cols={2}>
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
        </SimpleGrid>
      )}
      {isShown(rule.familyNameKana) && (
        <SimpleGrid cols={2}>
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
        </SimpleGrid>
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
        />
      )}
    </Stack>
  )
}
