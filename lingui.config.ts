import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import type { CatalogFamily } from './src/lib/i18n/catalog-families'

/**
 * Source folders of each catalog family (src/lib/i18n/catalog-families.ts says which pages load
 * which family). Everything else in src/ feeds the common catalog, which every page loads.
 */
export const FAMILY_SOURCES: Record<CatalogFamily, string[]> = {
  signin: ['<rootDir>/src/features/signin', '<rootDir>/src/features/reauthorize'],
  signup: ['<rootDir>/src/features/signup'],
  'password-reset': ['<rootDir>/src/features/password-reset'],
  mypage: [
    '<rootDir>/src/features/mypage-account',
    '<rootDir>/src/features/mypage-profile',
    '<rootDir>/src/features/mypage-privacy',
    '<rootDir>/src/features/mypage-connections',
  ],
  'mypage-credentials': ['<rootDir>/src/features/mypage-credentials'],
  'mypage-security': ['<rootDir>/src/features/mypage-security'],
  'mypage-payments': ['<rootDir>/src/features/mypage-payments'],
  'mypage-subscriptions': ['<rootDir>/src/features/mypage-subscriptions'],
  withdraw: ['<rootDir>/src/features/withdraw'],
  plans: ['<rootDir>/src/features/plans'],
}

const NOT_MESSAGES = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/routeTree.gen.ts']

/**
 * Lingui configuration.
 * - Japanese is the source locale: message ids are generated from the Japanese source text.
 * - English is the fallback locale.
 * - Catalogs are PO files (Lingui's default format), compiled on import by @lingui/vite-plugin,
 *   so there is no `lingui compile` step: `locales/{locale}/common.po` and one per family.
 * - Messages are ordered by id so that extraction output is deterministic.
 */
export default defineConfig({
  sourceLocale: 'ja',
  locales: ['ja', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/common',
      include: ['<rootDir>/src'],
      exclude: [...NOT_MESSAGES, ...Object.values(FAMILY_SOURCES).flat()],
    },
    ...Object.entries(FAMILY_SOURCES).map(([family, include]) => ({
      path: `<rootDir>/locales/{locale}/${family}`,
      include,
      exclude: NOT_MESSAGES,
    })),
  ],
  orderBy: 'messageId',
  // Source references without line numbers: moving code must not make the catalogs "out of sync".
  format: formatter({ lineNumbers: false }),
})
