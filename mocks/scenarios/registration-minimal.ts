import type { FieldRule } from '~generated/api/model'
import type { Scenario } from './scenario'

export const registrationMinimal: Scenario = {
  name: 'registration-minimal',
  description:
    'Every optional registration field NOT_USE and no custom fields: the form asks only e-mail and password; weakest password rule.',
  apply: (state) => {
    const setting = state.store.registrationSetting
    const unused = Object.fromEntries(
      Object.keys(setting.fields).map((key) => [key, 'NOT_USE' as FieldRule]),
    )
    state.store.registrationSetting = {
      ...setting,
      fields: unused,
      message: null,
      passwordStrength: 'NONE',
      customAssociatedInfo: [],
    }
  },
}
