import { useLingui } from '@lingui/react/macro'
import type { AccountRegistrationSetting } from '~generated/api/model'
import { FormRadioGroup } from '~/components/form/FormRadioGroup'
import { FormSelect } from '~/components/form/FormSelect'
import { isShown, profileFieldRequirement } from '~/lib/rules/profile/field-rules'
import type { ProfileFormInput } from '~/lib/rules/profile/profile-input'
import { sexOptions } from '~/lib/rules/profile/sex-options'

/** Sex as a select or radio buttons per the setting; 0 offered only when unknown gender is allowed. */
export function SexField({ setting }: { setting: AccountRegistrationSetting }) {
  const { t, i18n } = useLingui()
  const requirement = profileFieldRequirement(setting, 'sex')
  if (!isShown(requirement)) return null
  const options = sexOptions(setting.disallowUnknownGender).map((option) => ({
    value: option.value,
    label: i18n._(option.label),
  }))
  const field = { name: 'sex', label: t`性別`, requirement } as const

  return setting.genderInputType === 'Select' ? (
    <FormSelect<ProfileFormInput>
      {...field}
      data={[{ value: '', label: t`選択してください` }, ...options]}
    />
  ) : (
    <FormRadioGroup<ProfileFormInput> {...field} options={options} />
  )
}
