import type { Scenario } from './scenario'

export const activeSessionsOff: Scenario = {
  name: 'active-sessions-off',
  description:
    'Active sessions off: no signed-in devices row on My Page; the page leads to /mypage.',
  apply: (state) => {
    state.store.status.isActiveSessionsEnabled = false
  },
}
