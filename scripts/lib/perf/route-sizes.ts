/**
 * What each page of a build makes the browser load before it is interactive, computed from the
 * build alone (no server, no browser, no timing): JS and CSS files with their gzip -9 sizes.
 *
 * - The Start manifest of the server build (`dist/server/assets/_tanstack-start-manifest_v-*.js`)
 *   lists, per route, the chunks the server preloads (`<link rel="modulepreload">`), its lazily
 *   loaded form's chunks (`formCode`, which the entry asks for as it starts), the entry script and
 *   the CSS; a page gets those of its root, layout and page routes. The static imports of those
 *   chunks are followed as well.
 * - Stylesheets the root route links itself (`import css from '…css?url'`) are the `/assets/*.css`
 *   strings of the entry chunk.
 * - While hydrating, the browser also loads the page's catalogs in its locale (dynamic imports of
 *   the entry chunk, keyed `locales/{locale}/{catalog}.po`): the common one and the page's
 *   families (src/lib/i18n/catalog-families.ts), each in its largest locale.
 *
 * A page is a form page when it loads the form library's chunk (`forms-*.js`, a chunk group of
 * vite.config.ts), at once or through its lazily loaded form (a chunk its own route's chunks import
 * lazily and that loads the form library: src/components/before-hydration/lazy-form.tsx, which the page
 * loads at once: decision 0025).
 * scripts/measure-performance.ts checks these numbers against what Chromium actually loads until
 * the network is idle.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, posix } from 'node:path'
import { pathToFileURL } from 'node:url'
import { constants, gzipSync } from 'node:zlib'
import { parseAst } from 'vite'
import { catalogFamiliesOf } from '../../../src/lib/i18n/catalog-families.ts'
import { staticClosure } from '../../../build/hoist-transitive-imports.ts'

export interface FileSize {
  /** URL path, e.g. /assets/index-abc.js */
  path: string
  raw: number
  gzip: number
}

export interface PageSize {
  /** Route id of the page, e.g. /_login/login/ */
  routeId: string
  /** Its URL pattern, e.g. /login */
  path: string
  kind: 'content' | 'form'
  js: FileSize[]
  css: FileSize[]
  jsGzip: number
  cssGzip: number
}

interface ManifestRoute {
  children?: string[]
  preloads?: string[]
  /** The page's lazily loaded form, which the entry asks for as it starts (decision 0025). */
  formCode?: string[]
  css?: string[]
  scripts?: { attrs?: { src?: string } }[]
}

const FORMS_CHUNK = /^\/assets\/forms-[\w-]+\.js$/
const loadsForms = (paths: Iterable<string>) => [...paths].some((path) => FORMS_CHUNK.test(path))
const LAZY_IMPORT = /\bimport\(\s*[`'"](\.\/[\w-]+\.js)[`'"]\s*\)/g
const CATALOG_CHUNK =
  /["']\.\.\/\.\.\/\.\.\/locales\/\w+\/([\w-]+)\.po["']:\s*\(\)\s*=>[^`'"]*import\(\s*[`'"]\.\/([\w-]+\.js)[`'"]\s*\)/g
const LINKED_STYLESHEET = /[`'"](\/assets\/[\w.-]+\.css)[`'"]/g

/** `/_login/login/multi-factor/$type` → `/login/multi-factor/$type` (layouts have no path). */
export function urlPathOf(routeId: string): string {
  const segments = routeId.split('/').filter((segment) => segment && !segment.startsWith('_'))
  return `/${segments.join('/')}`
}

async function readManifest(distDir: string): Promise<Record<string, ManifestRoute>> {
  const assets = join(distDir, 'server', 'assets')
  const file = existsSync(assets)
    ? readdirSync(assets).find((name) => name.startsWith('_tanstack-start-manifest'))
    : undefined
  if (!file) throw new Error(`No Start manifest in ${assets}: build first (npm run build)`)
  const module = (await import(pathToFileURL(join(assets, file)).href)) as {
    tsrStartManifest: () => { routes: Record<string, ManifestRoute> }
  }
  return module.tsrStartManifest().routes
}

/** Sizes and static imports of the files of one client build, read once each. */
export function clientFiles(distDir: string) {
  const cache = new Map<
    string,
    FileSize & { code: string; imports: string[]; lazyImports: string[] }
  >()
  return (path: string) => {
    const cached = cache.get(path)
    if (cached) return cached
    const file = join(distDir, 'client', path)
    if (!existsSync(file)) throw new Error(`${path} is referenced but missing from ${file}`)
    const data = readFileSync(file)
    const code = data.toString('utf8')
    const imports: string[] = []
    const lazyImports: string[] = []
    if (path.endsWith('.js')) {
      for (const [, specifier] of code.matchAll(LAZY_IMPORT)) {
        lazyImports.push(posix.join(posix.dirname(path), specifier!))
      }
      for (const node of parseAst(code).body) {
        if (
          (node.type === 'ImportDeclaration' ||
            node.type === 'ExportAllDeclaration' ||
            node.type === 'ExportNamedDeclaration') &&
          typeof node.source?.value === 'string' &&
          node.source.value.startsWith('.')
        ) {
          imports.push(posix.join(posix.dirname(path), node.source.value))
        }
      }
    }
    const entry = {
      path,
      raw: data.length,
      gzip: gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length,
      code,
      imports,
      lazyImports,
    }
    cache.set(path, entry)
    return entry
  }
}

/** Every page (leaf route) of the build in `distDir` with what it loads. */
export async function pageSizes(distDir: string): Promise<PageSize[]> {
  const routes = await readManifest(distDir)
  const file = clientFiles(distDir)
  const root = routes.__root__
  const entry = root?.scripts?.[0]?.attrs?.src
  if (!root || !entry) throw new Error('The Start manifest has no root route with an entry script')

  const entryCode = file(entry).code
  const linkedCss = [...entryCode.matchAll(LINKED_STYLESHEET)].map(([, path]) => path)
  const largestCatalog = new Map<string, FileSize>()
  for (const [, catalog, chunk] of entryCode.matchAll(CATALOG_CHUNK)) {
    const size = file(posix.join(posix.dirname(entry), chunk!))
    if (size.gzip > (largestCatalog.get(catalog!)?.gzip ?? -1)) largestCatalog.set(catalog!, size)
  }
  // The reference (bench/bare) has no catalogs.
  const catalogsOf = (path: string) =>
    ['common', ...catalogFamiliesOf(path)].flatMap((name) => largestCatalog.get(name) ?? [])

  const parentOf = new Map<string, string>()
  for (const [id, route] of Object.entries(routes)) {
    for (const child of route.children ?? []) parentOf.set(child, id)
  }
  const chainOf = (id: string) => {
    const chain: ManifestRoute[] = []
    for (let at: string | undefined = id; at; at = parentOf.get(at)) {
      if (routes[at]) chain.unshift(routes[at])
    }
    return chain
  }

  const importsOf = (path: string) => file(path).imports

  const pages: PageSize[] = []
  for (const [routeId, route] of Object.entries(routes)) {
    if (routeId === '__root__' || route.children?.length) continue
    const chain = chainOf(routeId)
    const jsPaths = staticClosure(
      [entry, ...chain.flatMap((r) => [...(r.preloads ?? []), ...(r.formCode ?? [])])],
      importsOf,
    )
    for (const catalog of catalogsOf(urlPathOf(routeId))) jsPaths.add(catalog.path)
    const cssPaths = new Set([...linkedCss, ...chain.flatMap((r) => r.css ?? [])])
    const sizes = (paths: Set<string>) =>
      [...paths].map((p) => {
        const { path: filePath, raw, gzip } = file(p)
        return { path: filePath, raw, gzip }
      })
    const js = sizes(jsPaths).sort((a, b) => b.gzip - a.gzip)
    const formOnFirstUse = (route.preloads ?? []).some((own) =>
      file(own).lazyImports.some((lazy) => loadsForms(staticClosure([lazy], importsOf))),
    )
    const css = sizes(cssPaths)
    pages.push({
      routeId,
      path: urlPathOf(routeId),
      kind: loadsForms(jsPaths) || formOnFirstUse ? 'form' : 'content',
      js,
      css,
      jsGzip: js.reduce((sum, f) => sum + f.gzip, 0),
      cssGzip: css.reduce((sum, f) => sum + f.gzip, 0),
    })
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path))
}
