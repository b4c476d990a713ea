/**
 * Lets the browser fetch a page's lazily loaded form while the page hydrates (decision 0025 and
 * its amendment).
 *
 * A form made with `lazyForm(() => import('./X')…)` (src/components/before-hydration/lazy-form.tsx) is a
 * chunk its page imports dynamically, so Start's manifest does not list it among the chunks a
 * page preloads: the browser would only ask for it once React rendered the form, in the middle of
 * hydration. The client build notes, for each chunk that imports such a form, the form's chunk and
 * the chunks it needs that the entry has not loaded; the server build lists them as `formCode` of
 * every route whose preloads list that chunk. They are not the head's `<link rel="modulepreload">`:
 * there they would share the phone's bandwidth with the entry and the stylesheets, before the
 * first paint. Start sends the browser only the manifest's preloads, scripts and styles, so the
 * server puts the page's form code in the router's dehydrated data (src/app/form-code.server.ts),
 * and the entry asks for it as it starts (src/components/before-hydration/form-code.ts): it
 * arrives while the page hydrates.
 * The code is unchanged, so the page's own chunks do not wait for the form's. The size budget,
 * which reads the same manifest, counts them in the page's initial JavaScript
 * (scripts/lib/perf/route-sizes.ts).
 */
import type { Plugin } from 'vite'
import { staticClosure } from './hoist-transitive-imports'

const LAZY_FORM_IMPORT =
  /\blazyForm\s*(?:<[^>()]*>)?\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)/g
const START_MANIFEST_MODULE = 'tanstack-start-manifest:v'
const MANIFEST_EXPORT = 'export const tsrStartManifest = () =>'

/** The specifiers of the modules that `code` makes lazy forms of. */
export function lazyFormSpecifiers(code: string): string[] {
  return Array.from(code.matchAll(LAZY_FORM_IMPORT), (match) => match[2])
}

interface ChunkGraph {
  fileName: string
  isEntry: boolean
  imports: string[]
  dynamicImports: string[]
  facadeModuleId: string | null
}

/**
 * For each chunk that imports a lazy form's chunk dynamically, the asset paths to preload with it:
 * the form's chunk and its static imports, but for those the entry loads anyway.
 */
export function lazyFormPreloads(
  chunks: readonly ChunkGraph[],
  formModules: ReadonlySet<string>,
): Record<string, string[]> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const importsOf = (fileName: string) => byName.get(fileName)?.imports ?? []
  const initial = staticClosure(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    importsOf,
  )
  const isForm = (fileName: string) => {
    const facade = byName.get(fileName)?.facadeModuleId
    return facade != null && formModules.has(facade)
  }
  const preloads: Record<string, string[]> = {}
  for (const chunk of chunks) {
    const forms = chunk.dynamicImports.filter(isForm)
    if (forms.length === 0) continue
    const needed = [...staticClosure(forms, importsOf)].filter((name) => !initial.has(name))
    preloads[`/${chunk.fileName}`] = needed.map((name) => `/${name}`)
  }
  return preloads
}

/** Start's manifest module (`code`), each route that preloads a page's chunk given its form's code. */
export function withLazyFormPreloads(code: string, preloads: Record<string, string[]>): string {
  if (!code.includes(MANIFEST_EXPORT)) throw new Error(`Start's manifest lost "${MANIFEST_EXPORT}"`)
  return `${code.replace(MANIFEST_EXPORT, 'const startManifest = () =>')}
const lazyFormPreloads = ${JSON.stringify(preloads)}
export const tsrStartManifest = () => {
  const manifest = startManifest()
  for (const route of Object.values(manifest.routes)) {
    const formCode = (route.preloads ?? []).flatMap((path) => lazyFormPreloads[path] ?? [])
    if (formCode.length > 0) route.formCode = [...new Set(formCode)]
  }
  return manifest
}
`
}

export function preloadLazyForms(): Plugin[] {
  const formModules = new Set<string>()
  let preloads: Record<string, string[]> = {}
  return [
    {
      name: 'preload-lazy-forms:client',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      async transform(code, id) {
        for (const specifier of lazyFormSpecifiers(code)) {
          const resolved = await this.resolve(specifier, id)
          if (resolved) formModules.add(resolved.id)
        }
        return null
      },
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
        preloads = lazyFormPreloads(chunks, formModules)
      },
    },
    {
      name: 'preload-lazy-forms:server',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name !== 'client',
      transform(code, id) {
        if (!id.includes(START_MANIFEST_MODULE)) return null
        return withLazyFormPreloads(code, preloads)
      },
    },
  ]
}
