import type { Scenario } from './scenario'

export const antiBotOn: Scenario = {
  name: 'anti-bot-on',
  description:
    'Anti-bot script enabled: sign-in without a `token` is refused (403 FORBIDDEN); any non-empty token passes.',
  apply: (state) => {
    state.store.status.isAntiBotEnabled = true
    state.store.antiBot = {
      enabled: true,
      scriptUrl: 'https://antibot.example.jp/v1/api.js',
      siteKey: '6LcA1b2cAAAAAJx9Yb2kQ3mN4pR5sT6uV7wX8yZ0',
    }
  },
}
