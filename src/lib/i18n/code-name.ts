import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SOURCE_LOCALE } from './locales'

/** The app's own name for an e-mailed (or texted) one-time code. */
const APP_CODE_NAME = msg({
  message: '確認コード',
  comment: 'Written as inside a sentence (lowercase in English); codeLabel capitalises labels.',
})

/**
 * The name a page gives an e-mailed one-time code. On Japanese pages: the store's display name for
 * the code's purpose (spec 01 'Auth code setting'), exactly. On any other locale the store's
 * (Japanese) name would break the sentence, so the app's own translated name is used instead. Also
 * the app's name when the screen gives none.
 */
export function codeName(i18n: I18n, displayName: string | null | undefined): string {
  return i18n.locale === SOURCE_LOCALE && displayName ? displayName : i18n._(APP_CODE_NAME)
}

/** A screen's code setting or status with the name this page gives the code (`codeName`). */
export function withCodeName<Code extends { displayName: string }>(i18n: I18n, code: Code): Code {
  return { ...code, displayName: codeName(i18n, code.displayName) }
}

/**
 * A code's name (from `codeName`) as a label, e.g. of its field: its first letter capitalised in a
 * locale that writes so; a Japanese page shows the store's name as it is.
 */
export function codeLabel(i18n: I18n, name: string): string {
  if (i18n.locale === SOURCE_LOCALE) return name
  return name.charAt(0).toLocaleUpperCase(i18n.locale) + name.slice(1)
}
