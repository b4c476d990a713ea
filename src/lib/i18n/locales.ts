export const LOCALES = ['ja', 'en'] as const
export type AppLocale = (typeof LOCALES)[number]

/** Language of the message ids (Japanese source strings). */
export const SOURCE_LOCALE: AppLocale = 'ja'
/** Cookie holding the visitor's explicit language choice. */
export const LOCALE_COOKIE = 'locale'

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Name of each language in that language (for the language switch). */
export const LOCALE_NATIVE_NAMES: Record<AppLocale, string> = {
  ja: '日本語',
  en: 'English',
}
