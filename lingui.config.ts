import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import type { CatalogFamily } from './src/lib/i18n/catalog-families'

/**
 * Source folders of each catalog family (src/lib/i18n/catalog-families.ts says which pages load
 * which family). Everything else in src/ feeds the common catalog, which every page loads.
 */
/** Shown on My Page only (its navigation, setting rows, confirmation dialogs): in each of its catalogs. */
const ACCOUNT_SHELL = [
  '<rootDir>/src/components/layouts/AccountNav.tsx',
  '<rootDir>/src/components/settings',
  '<rootDir>/src/components/ConfirmModal.tsx',
]

/** The external accounts' buttons: signing in, signing up (both in the provider flow too), /auth. */
const SOCIAL_BUTTONS = '<rootDir>/src/components/social'

export const FAMILY_SOURCES: Record<CatalogFamily, string[]> = {
  signin: [
    '<rootDir>/src/features/signin',
    SOCIAL_BUTTONS,
    '<rootDir>/src/features/reauthorize',
    '<rootDir>/src/routes/_login',
    '<rootDir>/src/routes/_oidc/oidc/login',
  ],
  signup: [
    '<rootDir>/src/features/signup',
    SOCIAL_BUTTONS,
    '<rootDir>/src/routes/_signup',
    '<rootDir>/src/routes/_oidc/oidc/signup',
  ],
  // The external accounts' screens: /auth… and /social/relate/error.
  social: [
    '<rootDir>/src/features/signin/social',
    SOCIAL_BUTTONS,
    '<rootDir>/src/routes/_login/auth',
  ],
  'password-reset': [
    '<rootDir>/src/features/password-reset',
    '<rootDir>/src/routes/_guest/password',
    '<rootDir>/src/routes/_guest/forgetpassword.tsx',
    '<rootDir>/src/routes/_guest/newpassword.tsx',
  ],
  mypage: [
    '<rootDir>/src/features/mypage-account',
    ...ACCOUNT_SHELL,
    ...mypageRoutes('index.tsx', 'social', 'plans.tsx'),
  ],
  // The profile and privacy pages, and the connected apps: not on the top page.
  'mypage-profile': [
    '<rootDir>/src/features/mypage-profile',
    '<rootDir>/src/features/mypage-privacy',
    ...ACCOUNT_SHELL,
    ...mypageRoutes('edit', 'profile', 'consent.tsx', 're-consent.tsx', 'pin-code', 'data-export'),
  ],
  'mypage-connections': [
    '<rootDir>/src/features/mypage-connections',
    ...ACCOUNT_SHELL,
    ...mypageRoutes('connections'),
  ],
  'mypage-credentials': [
    '<rootDir>/src/features/mypage-credentials',
    ...ACCOUNT_SHELL,
    ...mypageRoutes('email', 'password', 'enable-password', 'login-id', 'login-method'),
  ],
  'mypage-security': [
    '<rootDir>/src/features/mypage-security',
    ...ACCOUNT_SHELL,
    ...mypageRoutes('multi-factor', 'login-history', 'sessions'),
  ],
  'mypage-payments': [
    '<rootDir>/src/features/mypage-payments',
    ...ACCOUNT_SHELL,
    ...mypageRoutes('payment-history', 'payment-method', 'invoice'),
  ],
  'mypage-subscriptions': [
    '<rootDir>/src/features/mypage-subscriptions',
    ...ACCOUNT_SHELL,
    ...mypageRoutes('subscription'),
  ],
  withdraw: [
    '<rootDir>/src/features/withdraw',
    ...ACCOUNT_SHELL,
    '<rootDir>/src/routes/_account/withdraw',
    '<rootDir>/src/routes/_guest/withdraw',
  ],
  plans: [
    '<rootDir>/src/features/plans/list',
    '<rootDir>/src/features/plans/signup',
    '<rootDir>/src/features/plans/rules/{plan-button,plan-messages,plan-paths,sales-indicator}.ts',
    '<rootDir>/src/routes/_guest/plans/index.tsx',
  ],
  // A plan's purchase (its form, confirmation and completion): not on the plan lists.
  'plans-purchase': [
    '<rootDir>/src/features/plans/purchase',
    '<rootDir>/src/features/plans/rules/{billing,purchase-messages,purchase-schema}.ts',
    '<rootDir>/src/routes/_guest/plans/$planId',
  ],
  // Shared by the pages that render them, not by every page.
  fields: [
    '<rootDir>/src/components/form',
    '<rootDir>/src/components/form-submit',
    '<rootDir>/src/components/code-entry',
    '<rootDir>/src/components/controls',
    '<rootDir>/src/components/before-hydration',
    '<rootDir>/src/components/drafts',
    '<rootDir>/src/components/survey',
    '<rootDir>/src/components/policy',
    '<rootDir>/src/lib/rules/{birthday,codes,email-messages,password,policy-reading}.ts',
    '<rootDir>/src/lib/api/error-messages.ts',
    '<rootDir>/src/lib/i18n/code-name.ts',
  ],
  // The member profile's fields (sign-up form, profile edit): not on the other form pages.
  'profile-fields': [
    '<rootDir>/src/components/profile-form',
    '<rootDir>/src/components/address',
    '<rootDir>/src/lib/rules/profile',
    '<rootDir>/src/lib/rules/{kana,phone,postal-code,profile-image}.ts',
  ],
  format: [
    '<rootDir>/src/lib/format/{date,period,price,payment-method,subscription-date}.ts',
    '<rootDir>/src/lib/rules/subscription-status.ts',
    '<rootDir>/src/components/subscriptions',
  ],
  oidc: [
    '<rootDir>/src/features/oidc',
    '<rootDir>/src/components/oidc',
    '<rootDir>/src/routes/_oidc/oidc/{index,error,select-account}.tsx',
    '<rootDir>/src/routes/_oidc/oidc/consent',
  ],
}

/** Route folders or files of My Page (src/routes/_account/mypage/…). */
function mypageRoutes(...names: string[]): string[] {
  return names.map((name) => `<rootDir>/src/routes/_account/mypage/${name}`)
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
