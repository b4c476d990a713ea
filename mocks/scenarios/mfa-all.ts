import type { Scenario } from './scenario'

export const mfaAll: Scenario = {
  name: 'mfa-all',
  description: 'E-mail, SMS and authenticator app (OTP) are all allowed as second factor.',
  apply: (state) => {
    state.store.status.allowedMultiFactorTypes = ['Email', 'SMS', 'OTP']
  },
}
