import type { Scenario } from './scenario'

export const newsletterOff: Scenario = {
  name: 'newsletter-off',
  description: 'Newsletter off: no newsletter row on My Page.',
  apply: (state) => {
    state.store.status.isNewsletterEnabled = false
  },
}
