import { useLingui } from '@lingui/react/macro'
import { SimpleGrid, Stack } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import type { AccountRegistrationSetting } from '~generated/api/model'
import { BirthdayInput } from '~/components/form/BirthdayInput'
import { profileFieldRequirement } from '~/lib/rules/profile/field-rules'
import type { ProfileFormInput } from '~/lib/rules/profile/profile-input'
import { RuledTextInput, ruledLabel, useFieldError } from './RuledField'
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
  const { control } = useFormContext<ProfileFormInput>()
  const birthdayError = useFieldError('birthday')
  const rule = (field: Parameters<typeof profileFieldRequirement>[1]) =>
    profileFieldRequirement(setting, field)

  return (
    <Stack gap="md">
      <RuledTextInput
        name="name"
        label={t`氏名`}
        requirement={rule('name')}
        autoComplete="name"
        maxLength={100}
      />
      <RuledTextInput
        name="nameKana"
        label={t`氏名（フリガナ）`}
        requirement={rule('nameKana')}
        description={t`全角カタカナ`}
        maxLength={100}
      />
      <SimpleGrid cols={2}>
        <RuledTextInput
          name="familyName"
          label={t`姓`}
          requirement={rule('familyName')}
          autoComplete="family-name"
          maxLength={50}
        />
        <RuledTextInput
          name="givenName"
          label={t`名`}
          requirement={rule('givenName')}
          autoComplete="given-name"
          maxLength={50}
        />
      </SimpleGrid>
      <SimpleGrid cols={2}>
        <RuledTextInput
          name="familyNameKana"
          label={t`セイ`}
          requirement={rule('familyNameKana')}
          description={t`全角カタカナ`}
          maxLength={50}
        />
        <RuledTextInput
          name="givenNameKana"
          label={t`メイ`}
          requirement={rule('givenNameKana')}
          description={t`全角カタカナ`}
          maxLength={50}
        />
      </SimpleGrid>
      <RuledTextInput
        name="nickname"
        label={t`ニックネーム`}
        requirement={rule('nickname')}
        autoComplete="nickname"
        maxLength={50}
      />
      <SexField setting={setting} />
      {rule('birthday') !== 'hidden' && (
        <Controller
          control={control}
          name="birthday"
          render={({ field }) => (
            <BirthdayInput
              {...field}
              {...ruledLabel(t`生年月日`, rule('birthday'))}
              clampTo={clampBirthdayTo}
              error={birthdayError}
            />
          )}
        />
      )}
    </Stack>
  )
}
