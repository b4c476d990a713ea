/**
 * Lets Node run the TypeScript sources of this repository directly (`node --import
 * ./scripts/lib/source-hooks.ts …`): the tsconfig aliases `~/` and `~generated/`, and relative
 * imports written without their `.ts` extension, as Vite and Vitest resolve them. Node strips
 * the types itself (the sources use only erasable syntax).
 */
import { registerHooks } from 'node:module'

const ALIASES: Record<string, URL> = {
  '~/': new URL('../../src/', import.meta.url),
  '~generated/': new URL('../../generated/', import.meta.url),
}
const SUFFIXES = ['.ts', '.tsx', '/index.ts']

registerHooks({
  resolve(specifier, context, nextResolve) {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix))
    const target = alias ? new URL(specifier.slice(alias.length), ALIASES[alias]).href : specifier
    const isSource = alias !== undefined || target.startsWith('.') || target.startsWith('file:')
    try {
      return nextResolve(target, context)
    } catch (error) {
      if (!isSource) throw error
      for (const suffix of SUFFIXES) {
        try {
          return nextResolve(target + suffix, context)
        } catch {
          // try the next suffix
        }
      }
      throw error
    }
  },
})
