import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Lingui configuration.
 * - Japanese is the source locale: message ids are generated from the Japanese source text.
 * - English is the fallback locale.
 * - Catalogs are PO files (Lingui's default format), compiled on import by @lingui/vite-plugin,
 *   so there is no `lingui compile` step.
 * - Messages are ordered by id so that extraction output is deterministic.
 */
export default defineConfig({
  sourceLocale: 'ja',
  locales: ['ja', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/routeTree.gen.ts'],
    },
  ],
  orderBy: 'messageId',
  // Source references without line numbers: moving code must not make the catalogs "out of sync".
  format: formatter({ lineNumbers: false }),
})
