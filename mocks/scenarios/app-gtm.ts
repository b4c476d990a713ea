import type { Scenario } from './scenario'

export const appGtm: Scenario = {
  name: 'app-gtm',
  description: 'A Google Tag Manager id is set (gtmId GTM-MOCK123).',
  apply: (state) => {
    state.store.settings.gtmId = 'GTM-MOCK123'
  },
}
