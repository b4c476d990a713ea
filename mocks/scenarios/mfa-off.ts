import type { Scenario } from './scenario'

export const mfaOff: Scenario = {
  name: 'mfa-off',
  description:
    'No second factor allowed: the multi-factor rows disappear and nobody is asked for one.',
  apply: (state) => {
    state.store.status.allowedMultiFactorTypes = []
  },
}
