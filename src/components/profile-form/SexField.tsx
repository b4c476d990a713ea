import { useLingui } from '@lingui/react/macro'
import { Group, NativeSelect, Radio } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import type { AccountRegistrationSetting } from '~generated/api/model'
import { profileFieldRequirement } from '~/lib/rules/profile/field-rules'
import type { ProfileFormInput } from '~/lib/rules/profile/profile-input'
import { sexOptions } from '~/lib/rules/profile/sex-options'
import { ruledLabel, useFieldError } from './RuledField'

/** Sex as a select or radio buttons per the setting; 0 offered only when unknown gender is allowed. */
export function SexField({ setting }: { setting: AccountRegistrationSetting }) {
  const { t, i18n } = useLingui()
  const { control } = useFormContext<ProfileFormInput>()
  const error = useFieldError('sex')
  const requirement = profileFieldRequirement(setting, 'sex')
  if (requirement === 'hidden') return null
  const options = sexOptions(setting.disallowUnknownGender).map((option) => ({
    value: option.value,
    label: i18n._(option.label),
  }))
  const label = ruledLabel(t`性別`, requirement)

  return (
    <Controller
      control={control}
      name="sex"
      render={({ field }) =>
        setting.genderInputType === 'Select' ? (
          <NativeSelect
            {...field}
            {...label}
            data={[{ value: '', label: t`選択してください` }, ...options]}
            error={error}
          />
        ) : (
          <Radio.Group {...label} value={field.value} onChange={field.onChange} error={error}>
            <Group gap="lg" mt="xs">
              {options.map((option, index) => (
                <Radio
                  key={option.value}
                  ref={index === 0 ? field.ref : undefined}
                  value={option.value}
                  label={option.label}
                  onBlur={field.onBlur}
                />
              ))}
            </Group>
          </Radio.Group>
        )
      }
    />
  )
}
