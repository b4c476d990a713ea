import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { CatalogFamily } from './catalog-families'
import type { AppLocale } from './locales'

type CatalogName = 'common' | CatalogFamily

/**
 * One lazy loader per catalog file (`locales/{locale}/{common|family}.po`), so the bundler emits
 * one chunk per catalog and the browser downloads only the active locale's common catalog and the
 * families of the pages it shows. `.po` files are compiled on import by @lingui/vite-plugin.
 */
const catalogFiles = import.meta.glob<{ messages: Messages }>('../../../locales/*/*.po')

/**
 * Catalogs loaded or loading, by locale and name. The server activates catalogs for every
 * request: reusing them skips a dynamic `import()` per request. Bounded by locales × catalogs.
 */
const catalogs = new Map<string, Promise<Messages>>()

function loadCatalog(locale: AppLocale, name: CatalogName): Promise<Messages> {
  const key = `../../../locales/${locale}/${name}.po`
  let messages = catalogs.get(key)
  if (!messages) {
    const load = catalogFiles[key]
    if (!load) throw new Error(`No catalog ${key}`)
    messages = load().then((module) => module.messages)
    // A chunk that could not load (offline) is asked for again next time.
    messages.catch(() => catalogs.delete(key))
    catalogs.set(key, messages)
  }
  return messages
}

async function loadCatalogs(locale: AppLocale, names: readonly CatalogName[]): Promise<Messages> {
  return Object.assign({}, ...(await Promise.all(names.map((name) => loadCatalog(locale, name)))))
}

/**
 * The families an i18n instance holds, kept on the instance itself: Lingui's React context hands
 * out a Proxy of it (useLingui), so it cannot be the key of a WeakMap.
 */
const FAMILIES = Symbol('catalog families')
type WithFamilies = I18n & { [FAMILIES]?: Set<CatalogFamily> }
const familiesOf = (i18n: I18n): Set<CatalogFamily> =>
  ((i18n as WithFamilies)[FAMILIES] ??= new Set())

/** A fresh i18n instance — one per request on the server, one per page on the client. */
export function createI18n(): I18n {
  return setupI18n()
}

/** The families whose messages `i18n` holds (shipped with the page, so the browser loads the same). */
export function loadedCatalogFamilies(i18n: I18n): CatalogFamily[] {
  return [...familiesOf(i18n)]
}

/**
 * Makes `locale` active with its common catalog and those of `families` (by default the families
 * loaded so far, as when the visitor switches language).
 */
export async function activateLocale(
  i18n: I18n,
  locale: AppLocale,
  families: readonly CatalogFamily[] = loadedCatalogFamilies(i18n),
): Promise<void> {
  if (i18n.locale === locale && families.every((family) => familiesOf(i18n).has(family))) {
    return
  }
  const messages = await loadCatalogs(locale, ['common', ...families])
  ;(i18n as WithFamilies)[FAMILIES] = new Set(families)
  i18n.loadAndActivate({ locale, messages })
}

/** Adds the catalogs of `families` not loaded yet to the active locale (a page of another family). */
export async function loadCatalogFamilies(
  i18n: I18n,
  families: readonly CatalogFamily[],
): Promise<void> {
  const loaded = familiesOf(i18n)
  const missing = families.filter((family) => !loaded.has(family))
  if (missing.length === 0) return
  const messages = await loadCatalogs(i18n.locale as AppLocale, missing)
  for (const family of missing) loaded.add(family)
  i18n.load(i18n.locale, messages)
}
