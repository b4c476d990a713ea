import type { Scenario } from './scenario'

export const connectionsOff: Scenario = {
  name: 'connections-off',
  description: 'Connected apps off: no linked-apps row on My Page.',
  apply: (state) => {
    state.store.status.isConnectionsEnabled = false
  },
}
