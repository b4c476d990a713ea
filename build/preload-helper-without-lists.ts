/**
 * Vite's preload helper, reduced to the call it makes in this build (vite.config.ts).
 *
 * Vite wraps every dynamic `import()` of the client in `__vitePreload(() => import(…), deps)`,
 * whose helper preloads `deps` (chunks and their CSS) and reports a failed load as a
 * `vite:preloadError` event. With `modulePreload: false` and one stylesheet (`cssCodeSplit:
 * false`) `deps` is always empty, and nothing here listens to that event (a chunk that fails to
 * load after a deploy is told by its error: src/lib/browser/stale-assets.ts). The helper's code,
 * 0.6 kB gz in the entry of every page, is then only the import itself.
 */
import type { Plugin } from 'vite'

const PRELOAD_HELPER_ID = '\0vite/preload-helper.js'

export function preloadHelperWithoutLists(): Plugin {
  return {
    name: 'preload-helper-without-lists',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === PRELOAD_HELPER_ID) return 'export const __vitePreload = (load) => load()'
    },
  }
}
