import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { AppLocale } from './locales'

/**
 * One loader per locale, so the bundler emits one chunk per catalog and the browser downloads
 * only the active one. `.po` files are compiled on import by @lingui/vite-plugin.
 */
const catalogLoaders: Record<AppLocale, () => Promise<{ messages: Messages }>> = {
  ja: () => import('../../../locales/ja/messages.po'),
  en: () => import('../../../locales/en/messages.po'),
}

/** A fresh i18n instance — one per request on the server, one per page on the client. */
export function createI18n(): I18n {
  return setupI18n()
}

/**
 * Catalogs already loaded, by locale. The server activates one for every request: reusing the
 * loaded messages skips a dynamic `import()` (module resolution included) per request. Bounded by
 * the number of locales.
 */
const loadedCatalogs = new Map<AppLocale, Messages>()

/** Loads the catalog of `locale` (if needed) and makes it the active one. */
export async function activateLocale(i18n: I18n, locale: AppLocale): Promise<void> {
  if (i18n.locale === locale) return
  let messages = loadedCatalogs.get(locale)
  if (!messages) {
    messages = (await catalogLoaders[locale]()).messages
    loadedCatalogs.set(locale, messages)
  }
  i18n.loadAndActivate({ locale, messages })
}
