import { isAppLocale, type AppLocale } from './locales'

export interface LocaleInputs {
  /** Value of the `locale` cookie (explicit choice), if any. */
  cookie?: string | null
  /** `Accept-Language` request header, if any. */
  acceptLanguage?: string | null
  /** Used when neither the cookie nor the header names a supported language. */
  defaultLocale: AppLocale
}

/**
 * Chooses the locale of a request: the explicit choice persisted in the cookie, else the best
 * supported language of `Accept-Language` (by q-value, then order), else the default. Pure.
 */
export function negotiateLocale({
  cookie,
  acceptLanguage,
  defaultLocale,
}: LocaleInputs): AppLocale {
  if (isAppLocale(cookie)) return cookie
  const fromHeader = pickFromAcceptLanguage(acceptLanguage)
  return fromHeader ?? defaultLocale
}

export function pickFromAcceptLanguage(header: string | null | undefined): AppLocale | null {
  if (!header) return null
  const candidates = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const q = qParam ? Number(qParam.slice(2)) : 1
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index }
    })
    .filter((c) => c.tag !== '' && c.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)

  for (const { tag } of candidates) {
    const primary = tag.split('-')[0]
    if (isAppLocale(primary)) return primary
  }
  return null
}
