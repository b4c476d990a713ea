import { fileURLToPath } from 'node:url'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { apiDocsInDevelopment } from './build/api-docs-in-development'
import { hoistTransitiveImports } from './build/hoist-transitive-imports'
import { preloadHelperWithoutLists } from './build/preload-helper-without-lists'
import { preloadLazyForms } from './build/preload-lazy-forms'
import { routePathsOutOfClient } from './build/route-paths-out-of-client'
import { dropUnusedMantineRules, usedMantineClasses } from './build/mantine-css'

// The Lingui Babel preset prints a hint about its native transform on every start; we use the
// Babel preset on purpose (@rolldown/plugin-babel + @lingui/babel-plugin-lingui-macro).
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1'

export default defineConfig(({ command }) => ({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
      '~generated': fileURLToPath(new URL('./generated', import.meta.url)),
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '127.0.0.1',
  },
  build: {
    // All CSS in one stylesheet, which Start links on every page beside app.css (Mantine's): two
    // stylesheets whatever chunks a page loads. The CSS modules' class maps then stay in the
    // chunks of the components that use them, instead of one chunk of all of them that every
    // page loaded (−1.1 kB gz a page).
    cssCodeSplit: false,
  },
  css: {
    // The build keeps only the Mantine rules of components src/ can render (36 → 19 kB gz).
    // Not in dev: the set is computed once, and a component added while the server runs would
    // have no styles.
    postcss: {
      plugins: command === 'build' ? [dropUnusedMantineRules(usedMantineClasses('src'))] : [],
    },
  },
  environments: {
    client: {
      build: {
        // Everything the entry imports statically is loaded on every page anyway: one chunk for
        // it instead of a dozen small shared chunks (each gzipped separately, each with its own
        // import/export glue) saves ~6 kB gz of initial JS. Lazily loaded code (route
        // components, overlays, the locale catalogs) keeps its own chunks.
        // The form library makes one chunk of its own, shared by every form page.
        rolldownOptions: {
          output: {
            // The entry names every lazily loaded chunk (one `import()` per route part): a bare
            // hash instead of name-hash saves gzip bytes on every page. The form library's chunk keeps its name,
            // which is how the size budget tells form pages (scripts/lib/perf/route-sizes.ts).
            chunkFileNames: (chunk) =>
              chunk.name === 'forms' ? 'assets/forms-[hash].js' : 'assets/[hash].js',
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'], priority: 1 },
                // After 'initial', which keeps what the entry needs (React…) out of it.
                {
                  name: 'forms',
                  test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/,
                },
              ],
            },
          },
        },
        // …so that chunk is larger than Vite's default warning threshold (500 kB minified).
        chunkSizeWarningLimit: 800,
        // No preload lists in the entry (4.1 kB gz on every page): a lazily loaded chunk imports
        // all it needs itself (hoistTransitiveImports below), and the server's manifest preloads
        // the first page's chunks. Vite's preload helper is then just the import
        // (preloadHelperWithoutLists below).
        modulePreload: false,
      },
    },
  },
  plugins: [
    // Before Start, whose dev middleware answers every path it is given.
    apiDocsInDevelopment(),
    // Start must come before the React plugin. Route code-splitting is always on in Start. Each
    // route's loader goes into the chunk of its component (one request on navigation), so the
    // generated API functions the loaders call stay out of the initial chunk of every page.
    tanstackStart({
      srcDirectory: 'src',
      router: {
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    viteReact(),
    // Lingui macros (t, msg, Trans, useLingui) — Babel transform, enforce: 'pre'.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    // Compiles `locales/{locale}/*.po` when imported (one dynamic import per locale and catalog).
    lingui(),
    hoistTransitiveImports(),
    // A page preloads its lazily loaded form (decision 0025).
    preloadLazyForms(),
    preloadHelperWithoutLists(),
    routePathsOutOfClient(),
  ],
}))
