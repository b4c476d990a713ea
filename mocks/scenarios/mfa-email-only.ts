import type { Scenario } from './scenario'

export const mfaEmailOnly: Scenario = {
  name: 'mfa-email-only',
  description: 'Only e-mail is allowed as second factor.',
  apply: (state) => {
    state.store.status.allowedMultiFactorTypes = ['Email']
  },
}
