import type { Scenario } from './scenario'

export const policiesInAdvance: Scenario = {
  name: 'policies-in-advance',
  description:
    'Policies are agreed first, on /signup/policy, before choosing e-mail or an external account.',
  apply: (state) => {
    state.store.policiesInAdvance = true
  },
}
