/**
 * Lets the browser fetch a lazily loaded chunk's dependencies in one round trip (vite.config.ts).
 *
 * The build turns Vite's preload lists off (`modulePreload: false`): the entry chunk listed, for
 * each of its ~180 lazy routes, every chunk that route needs — 4.1 kB gz on every page, read only
 * when the visitor navigates. Without them, a navigation would discover a route's chunks one
 * level of `import` at a time (up to 8 levels on the sign-up form). Rolldown does not implement
 * Rollup's `hoistTransitiveImports`, so this does it for lazily loaded chunks: each one also
 * imports every chunk it needs transitively, so all of them are requested as soon as it is
 * parsed. Chunks the entry has already loaded are left out.
 *
 * The added imports come after the chunk's own, so modules still evaluate in the same order.
 */
import type { Plugin } from 'vite'

interface ChunkGraph {
  fileName: string
  imports: string[]
  isEntry: boolean
  isDynamicEntry: boolean
}

/** The files `roots` import statically, directly or not (roots included). */
export function staticClosure(
  roots: readonly string[],
  importsOf: (fileName: string) => readonly string[],
): Set<string> {
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    for (const imported of importsOf(fileName)) visit(imported)
  }
  roots.forEach(visit)
  return seen
}

/** For each lazily loaded chunk, the chunks it needs but neither imports itself nor the entry has. */
export function importsToHoist(chunks: Map<string, ChunkGraph>): Map<string, string[]> {
  const list = [...chunks.values()]
  const importsOf = (fileName: string) => chunks.get(fileName)?.imports ?? []
  const initial = staticClosure(
    list.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    importsOf,
  )
  const hoisted = new Map<string, string[]>()
  for (const chunk of list) {
    if (!chunk.isDynamicEntry || initial.has(chunk.fileName)) continue
    const direct = new Set(chunk.imports)
    const missing = [...staticClosure([chunk.fileName], importsOf)].filter(
      (fileName) => fileName !== chunk.fileName && !direct.has(fileName) && !initial.has(fileName),
    )
    if (missing.length > 0) hoisted.set(chunk.fileName, missing)
  }
  return hoisted
}

/** `assets/a/b.js` importing `assets/c.js` → `../c.js`. */
function relativeSpecifier(from: string, to: string): string {
  const fromParts = from.split('/').slice(0, -1)
  const toParts = to.split('/')
  while (fromParts.length > 0 && fromParts[0] === toParts[0]) {
    fromParts.shift()
    toParts.shift()
  }
  return (fromParts.length === 0 ? './' : '../'.repeat(fromParts.length)) + toParts.join('/')
}

export function hoistTransitiveImports(): Plugin {
  return {
    name: 'hoist-transitive-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkGraph>()
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output)
      }
      for (const [fileName, missing] of importsToHoist(chunks)) {
        const chunk = bundle[fileName]
        if (chunk.type !== 'chunk') continue
        const statements = missing.map(
          (imported) => `import${JSON.stringify(relativeSpecifier(fileName, imported))};`,
        )
        chunk.code = `${chunk.code}\n${statements.join('')}\n`
        chunk.imports.push(...missing)
      }
    },
  }
}
