import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { detectBrowser, type BrowserInfo } from '~/lib/browser/detect-browser'
import { readCookie } from '~/lib/cookies/cookies'

/**
 * Root screen data (GET /zapi/internal/root/screen-data).
 *
 * TEMPORARY: typed locally and served from a fixture until the generated client exists. When
 * `generated/api/root/root.ts` lands, replace the body of `getRootDataQueryOptions()` with
 * `return getGetRootScreenDataQueryOptions()` and `RootData` with the generated response type;
 * nothing else reads the root data directly.
 */
export interface FooterLink {
  name: string
  value: string
  type: 'default' | 'url'
  enable: boolean
  external_link: boolean
  display_type: 'login' | 'logout' | 'other'
}

export interface StoreSettingData {
  serviceName: string
  serviceDescription: string
  theme: 'light' | 'dark'
  gtmId?: string
  images: { logoPc: string; logoSp: string; favicon: string; appleTouchIcon: string }
  colors: { accentColor: string; secondaryAccentColor: string; playerColor: string }
  footers: {
    footerLinks: FooterLink[]
    socialMediaLinks: {
      twitterUrl?: string
      facebookUrl?: string
      instagramUrl?: string
      lineUrl?: string
    }
    trademarks: string[]
    copyright: string
  }
  enablePoweredByPvs: boolean
}

export interface RootData {
  authId: string | null
  storeSettingData: StoreSettingData
  storeStatus: { hasSubscriptionPlan: boolean; isStorePaymentAvailable: boolean }
  browser: BrowserInfo
}

/** Cookie carrying the signed-in account id (set by the backend, path '/'). */
export const ACCOUNT_ID_COOKIE = 'account_id'

/** Request-dependent parts of the fixture (what the real backend derives from the request). */
const readRequestFacts = createIsomorphicFn()
  .server(() => ({
    userAgent: getRequestHeader('user-agent') ?? '',
    accountId: readCookie(getRequestHeader('cookie'), ACCOUNT_ID_COOKIE),
  }))
  .client(() => ({
    userAgent: navigator.userAgent,
    accountId: readCookie(document.cookie, ACCOUNT_ID_COOKIE),
  }))

const LOGO_SVG = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#1c6ec4"/><path d="M15 11l15 9-15 9z" fill="#fff"/></svg>',
)}`

export function rootDataFixture(facts: { userAgent: string; accountId: string | null }): RootData {
  return {
    authId: facts.accountId,
    storeSettingData: {
      serviceName: 'PVS ストリーミングストア',
      serviceDescription:
        '映画・ドラマ・アニメを好きなときに。見放題プランとレンタルで楽しめる動画配信ストアです。',
      theme: 'light',
      images: { logoPc: LOGO_SVG, logoSp: LOGO_SVG, favicon: LOGO_SVG, appleTouchIcon: LOGO_SVG },
      colors: { accentColor: '#1c6ec4', secondaryAccentColor: '#e8590c', playerColor: '#1c6ec4' },
      footers: {
        footerLinks: [
          {
            name: '利用規約',
            value: '/terms',
            type: 'default',
            enable: true,
            external_link: false,
            display_type: 'other',
          },
          {
            name: 'プライバシーポリシー',
            value: 'https://example.com/privacy',
            type: 'url',
            enable: true,
            external_link: true,
            display_type: 'other',
          },
          {
            name: 'よくある質問',
            value: 'https://example.com/faq',
            type: 'url',
            enable: true,
            external_link: true,
            display_type: 'other',
          },
          {
            name: '会員登録',
            value: '/signup',
            type: 'default',
            enable: true,
            external_link: false,
            display_type: 'logout',
          },
          {
            name: 'マイページ',
            value: '/mypage',
            type: 'default',
            enable: true,
            external_link: false,
            display_type: 'login',
          },
          {
            name: '非表示のリンク',
            value: '/hidden',
            type: 'default',
            enable: false,
            external_link: false,
            display_type: 'other',
          },
        ],
        socialMediaLinks: {
          twitterUrl: 'https://x.com/example',
          facebookUrl: 'https://www.facebook.com/example',
          instagramUrl: 'https://www.instagram.com/example',
          lineUrl: 'https://line.me/R/ti/p/@example',
        },
        trademarks: ['PVS は株式会社サンプルの登録商標です。'],
        copyright: '© 2025 Sample Inc.',
      },
      enablePoweredByPvs: true,
    },
    storeStatus: { hasSubscriptionPlan: true, isStorePaymentAvailable: true },
    browser: detectBrowser(facts.userAgent),
  }
}

/** The one source of the root data. Swap the body for the generated query options. */
export function getRootDataQueryOptions() {
  return queryOptions({
    queryKey: ['/zapi/internal/root/screen-data'] as const,
    queryFn: async (): Promise<RootData> => rootDataFixture(readRequestFacts()),
    staleTime: Infinity,
  })
}
