import type { I18n } from '@lingui/core'
import { perLocale } from './per-locale'

/**
 * CLDR's narrow conjunction list: the items separated as the language separates a list without
 * "and" — ja 'ドラマ、アニメ' (the ideographic comma), en 'Drama, Anime'.
 */
const listFormat = perLocale(
  (locale) => new Intl.ListFormat(locale, { style: 'narrow', type: 'conjunction' }),
)

/** Several chosen answers (a survey, a custom select field) on one line, in the page's language. */
export function formatList(i18n: I18n, items: readonly string[]): string {
  return listFormat(i18n.locale || 'ja').format(items)
}
