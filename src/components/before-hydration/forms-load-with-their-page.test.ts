import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lazyFormSpecifiers } from '../../../build/preload-lazy-forms'

/**
 * Decision 0025 as a check over the whole route tree: a form's code is a chunk of its own that
 * loads with its page. What a new page could get wrong without any other test noticing at once:
 * - the form imported statically, which puts react-hook-form and the form in the page's chunk;
 * - a `lazyForm` call the build does not recognise (build/preload-lazy-forms.ts), whose chunk the
 *   page's HTML then does not preload;
 * - a route whose page shows a lazy form but whose loader does not return its data
 *   `withFormCode(TheForm, …)`: the server streams the form after the page (only JavaScript puts
 *   it in place) and a client-side navigation shows the page without it while its code arrives.
 */

const SRC = join(import.meta.dirname, '../..')
const ROUTES = join(SRC, 'routes')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.(test|gen)\.tsx?$/.test(name) ? [path] : []
  })
}

// Static imports and re-exports; a dynamic import() is a chunk of its own and is not followed.
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s+)['"]([^'"]+)['"]/g
// Type-only imports, which the build erases.
const TYPE_ONLY = /\b(?:import|export)\s+type\s+[^;]*?\bfrom\s*['"][^'"]+['"]/g
const LAZY_FORM = /\bexport\s+const\s+(\w+)\s*=\s*lazyForm\b/g
const LAZY_FORM_CALL = /\blazyForm\s*[<(]/g

/** Each file once: the walk below visits the shared modules from every route. */
function memoised<T>(compute: (file: string) => T): (file: string) => T {
  const cache = new Map<string, T>()
  return (file) => {
    if (!cache.has(file)) cache.set(file, compute(file))
    return cache.get(file)!
  }
}

const read = memoised((file) => readFileSync(file, 'utf8'))

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string
  if (specifier.startsWith('~/')) base = join(SRC, specifier.slice(2))
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier)
  else return undefined
  return [base, `${base}.ts`, `${base}.tsx`].find(
    (candidate) =>
      /\.tsx?$/.test(candidate) && statSync(candidate, { throwIfNoEntry: false })?.isFile(),
  )
}

const staticImportsOf = memoised((file) =>
  [...read(file).replace(TYPE_ONLY, '').matchAll(STATIC_IMPORT)].flatMap(
    ([, specifier]) => resolveImport(file, specifier!) ?? [],
  ),
)

/** The source files `entry` runs, following static imports (not import(), not types). */
function staticallyReached(entry: string): Set<string> {
  const seen = new Set<string>()
  const queue = [entry]
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...staticImportsOf(file))
  }
  return seen
}

const sources = sourceFiles(SRC)
const routeFiles = sources.filter((file) => file.startsWith(ROUTES))
/** The lazy forms of the site, by name. */
const lazyForms = sources.flatMap((file) =>
  [...read(file).matchAll(LAZY_FORM)].map(([, name]) => name!),
)
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
const codeOf = memoised((file) => withoutComments(read(file)))

/** Which of the site's lazy forms `file` renders (`<DeferredX`). */
const lazyFormsRenderedBy = memoised((file) =>
  lazyForms.filter((name) => new RegExp(`<${name}\\b`).test(codeOf(file))),
)
const rendersFormShell = memoised((file) => /<FormShell\b/.test(codeOf(file)))

// A page's forms named together: `export const LOGIN_CODE_FORMS = [DeferredA, DeferredB]`.
const FORM_GROUP = /\bexport\s+const\s+(\w+)\s*=\s*\[([^\]]*)\]/g

/** The lazy forms a route's loader names in its `withFormCode(…)` call, alone or in a group. */
function formsLoadedWith(routeFile: string, reached: readonly string[]): string[] {
  const code = withoutComments(read(routeFile))
  const call = code.indexOf('withFormCode(')
  if (call === -1) return []
  const named = code.slice(call)
  const groups = reached.flatMap((file) =>
    [...read(file).matchAll(FORM_GROUP)]
      .filter(([, group]) => new RegExp(`\\b${group}\\b`).test(named))
      .map(([, , members]) => members!),
  )
  return lazyForms.filter((name) =>
    [named, ...groups].some((text) => new RegExp(`\\b${name}\\b`).test(text)),
  )
}

export function formCodeProblems(routeFile: string): string[] {
  const route = relative(SRC, routeFile)
  const reached = [...staticallyReached(routeFile)]
  const problems: string[] = []
  for (const file of reached) {
    if (rendersFormShell(file))
      problems.push(`${route}: ${relative(SRC, file)} renders a FormShell in the page's chunk`)
  }
  const rendered = new Set(reached.flatMap(lazyFormsRenderedBy))
  const loaded = formsLoadedWith(routeFile, reached)
  for (const name of rendered) {
    if (!loaded.includes(name))
      problems.push(`${route}: renders ${name}, which its loader does not pass to withFormCode`)
  }
  return problems
}

describe('forms load with their page (decision 0025)', () => {
  it('finds the route tree and its lazy forms', () => {
    expect(routeFiles.length).toBeGreaterThan(50)
    expect(lazyForms.length).toBeGreaterThan(20)
  })

  it('makes every form that needs JavaScript a lazyForm the build recognises', () => {
    const unrecognised = sources.filter((file) => {
      const code = withoutComments(read(file))
      const calls = code.match(LAZY_FORM_CALL)?.length ?? 0
      const definesIt = file.endsWith('lazy-form.tsx')
      return !definesIt && calls !== lazyFormSpecifiers(code).length
    })
    expect(unrecognised.map((file) => relative(SRC, file))).toEqual([])
  })

  it('keeps each form out of its page chunk, and preloads it in the route loader', () => {
    expect(routeFiles.flatMap(formCodeProblems)).toEqual([])
  })
})
