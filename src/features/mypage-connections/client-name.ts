import type { AccountGrantClient } from '~generated/api/model'

/**
 * The app's name in the page's language: its Japanese name on Japanese pages (when it has one),
 * else its name — as the provider screens name it (OidcClientHeader). Pure.
 */
export const clientName = (client: AccountGrantClient, locale: string) =>
  (locale === 'ja' && client.client_name_ja) || client.client_name
