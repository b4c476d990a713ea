import type { Scenario } from './scenario'

export const privacyOff: Scenario = {
  name: 'privacy-off',
  description: 'Privacy management off: no privacy row on My Page.',
  apply: (state) => {
    state.store.status.isPrivacyManagementEnabled = false
  },
}
