import type { Scenario } from './scenario'

export const withdrawNoSurvey: Scenario = {
  name: 'withdraw-no-survey',
  description: 'No withdrawal survey: /withdraw shows the consents alone.',
  apply: (state) => {
    state.store.withdrawSurvey = null
  },
}
