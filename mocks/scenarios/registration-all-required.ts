import type { FieldRule } from '~generated/api/model'
import type { Scenario } from './scenario'

export const registrationAllRequired: Scenario = {
  name: 'registration-all-required',
  description:
    'Every registration field REQUIRED (custom fields too), select gender input, unknown gender disallowed, password needs upper case and a symbol.',
  apply: (state) => {
    const setting = state.store.registrationSetting
    const required = Object.fromEntries(
      Object.keys(setting.fields).map((key) => [key, 'REQUIRED' as FieldRule]),
    )
    state.store.registrationSetting = {
      ...setting,
      fields: required,
      genderInputType: 'Select',
      disallowUnknownGender: true,
      passwordStrength: 'UPPER_CASE_SYMBOL',
      customAssociatedInfo: setting.customAssociatedInfo?.map((definition) => ({
        ...definition,
        rule: 'REQUIRED',
      })),
    }
  },
}
