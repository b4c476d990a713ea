import type { I18n } from '@lingui/core'
import { activateLocale, createI18n } from '~/lib/i18n/catalog'
import { CATALOG_FAMILIES } from '~/lib/i18n/catalog-families'
import type { AppLocale } from '~/lib/i18n/locales'

/** A fresh i18n instance with the real catalog of `locale` active, as the server makes per request. */
export async function i18nFor(locale: AppLocale): Promise<I18n> {
  const i18n = createI18n()
  await activateLocale(i18n, locale, CATALOG_FAMILIES)
  return i18n
}
