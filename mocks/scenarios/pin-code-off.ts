import type { Scenario } from './scenario'

export const pinCodeOff: Scenario = {
  name: 'pin-code-off',
  description: 'TV PIN code off: no PIN code row on My Page.',
  apply: (state) => {
    state.store.status.isPinCodeEnabled = false
  },
}
