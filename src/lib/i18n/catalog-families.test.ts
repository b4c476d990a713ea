import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogFamiliesOf } from './catalog-families'

const ROOT = join(import.meta.dirname, '../../..')
const SRC = join(ROOT, 'src')
const ROUTES = join(SRC, 'routes')
const LOCALE_DIR = join(ROOT, 'locales/ja')

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return routeFiles(path)
    return name.endsWith('.tsx') ? [path] : []
  })
}

/** The URL of a route file: pathless `_layout` segments and `index` dropped, params filled. */
function urlOf(file: string): string {
  const segments = relative(ROUTES, file)
    .replace(/\.tsx$/, '')
    .split('/')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) => (segment.startsWith('$') ? 'x' : segment))
  return `/${segments.join('/')}`
}

const isLayout = (file: string) =>
  statSync(file.replace(/\.tsx$/, ''), { throwIfNoEntry: false })?.isDirectory() === true

/** The route files a page renders: the root, the layout routes above it, and itself. */
function routeChainOf(page: string): string[] {
  const chain = [page]
  for (let dir = dirname(page); dir !== ROUTES; dir = dirname(dir)) {
    if (existsSync(`${dir}.tsx`)) chain.unshift(`${dir}.tsx`)
  }
  return [join(ROUTES, '__root.tsx'), ...chain]
}

// Static imports, re-exports and dynamic import()s (lazy components, schemas loaded on demand).
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g
// Type-only imports and re-exports, which the build erases: they render nothing.
const TYPE_ONLY = /\b(?:import|export)\s+type\s+[^;]*?\bfrom\s*['"][^'"]+['"]/g

/** The source file an import specifier of `from` names, if it is one of ours. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string
  if (specifier.startsWith('~/')) base = join(SRC, specifier.slice(2))
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier)
  else return undefined
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) =>
      /\.tsx?$/.test(candidate) && statSync(candidate, { throwIfNoEntry: false })?.isFile(),
  )
}

const importsCache = new Map<string, string[]>()
function importsOf(file: string): string[] {
  let imports = importsCache.get(file)
  if (!imports) {
    imports = [...readFileSync(file, 'utf8').replace(TYPE_ONLY, '').matchAll(IMPORT)].flatMap(
      ([, specifier]) => resolveImport(file, specifier!) ?? [],
    )
    importsCache.set(file, imports)
  }
  return imports
}

/** Every source file `entries` can run, following imports transitively. */
function reachableFrom(entries: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...entries]
  let file: string | undefined
  while ((file = queue.pop())) {
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...importsOf(file))
  }
  return seen
}

/**
 * The catalogs holding each source file's messages, from the extracted catalogs' references
 * (`#: src/…`), which `npm run i18n:check` keeps in sync with the sources.
 */
function catalogsBySourceFile(): Map<string, Set<string>> {
  const catalogs = new Map<string, Set<string>>()
  for (const name of readdirSync(LOCALE_DIR)) {
    const catalog = name.replace(/\.po$/, '')
    const references = readFileSync(join(LOCALE_DIR, name), 'utf8').matchAll(/^#: (.+)$/gm)
    for (const [, line] of references) {
      for (const source of line!.trim().split(/\s+/)) {
        const file = join(ROOT, source)
        catalogs.set(file, (catalogs.get(file) ?? new Set()).add(catalog))
      }
    }
  }
  return catalogs
}

/** The source files a page can show messages of that are in none of the catalogs it loads. */
function missingCatalogs(page: string, catalogs: Map<string, Set<string>>): string[] {
  const loaded = new Set(['common', ...catalogFamiliesOf(urlOf(page))])
  return [...reachableFrom(routeChainOf(page))].flatMap((file) => {
    const holders = catalogs.get(file)
    if (!holders || [...holders].some((catalog) => loaded.has(catalog))) return []
    return [`${relative(ROOT, file)} (in ${[...holders].join(', ')})`]
  })
}

const PAGES = routeFiles(ROUTES).filter((file) => !file.endsWith('__root.tsx') && !isLayout(file))

describe('catalogFamiliesOf', () => {
  it('takes the longest matching prefix, whole segments only', () => {
    expect(catalogFamiliesOf('/mypage/multi-factor/otp')).toContain('mypage-security')
    expect(catalogFamiliesOf('/mypage/reauthorize')).toContain('signin')
    expect(catalogFamiliesOf('/mypage/reauthorize')).not.toContain('mypage')
    expect(catalogFamiliesOf('/signup')).toContain('signup')
    expect(catalogFamiliesOf('/signupx')).toEqual([])
    expect(catalogFamiliesOf('/')).toEqual([])
  })

  it('loads the shared catalogs only where they are shown', () => {
    expect(catalogFamiliesOf('/plans')).toEqual(['plans', 'format'])
    expect(catalogFamiliesOf('/plans/basic')).toContain('fields')
    expect(catalogFamiliesOf('/plans/basic/complete')).toEqual([
      'plans',
      'plans-purchase',
      'format',
    ])
    expect(catalogFamiliesOf('/mypage')).not.toContain('fields')
    expect(catalogFamiliesOf('/mypage/edit')).toContain('fields')
    expect(catalogFamiliesOf('/mypage/edit')).toContain('profile-fields')
    expect(catalogFamiliesOf('/signup/email')).not.toContain('profile-fields')
    expect(catalogFamiliesOf('/mypage/profile/edit/complete')).toEqual(['mypage-profile'])
  })

  it('finds the pages and the messages of their modules', () => {
    const catalogs = catalogsBySourceFile()
    expect(PAGES.map(urlOf)).toEqual(expect.arrayContaining(['/', '/mypage', '/signup/form']))
    // The form's fields are two imports away from the route file.
    const signupForm = reachableFrom(routeChainOf(join(ROUTES, '_signup/signup/form.tsx')))
    expect([...signupForm].filter((file) => catalogs.has(file)).length).toBeGreaterThan(20)
  })

  it.each(PAGES.map((file) => [urlOf(file), file]))(
    '%s loads the catalogs of every module it can render',
    (_, file) => {
      expect(missingCatalogs(file, catalogsBySourceFile())).toEqual([])
    },
  )
})
