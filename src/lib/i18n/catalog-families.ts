/**
 * The messages of a page's own flow are not shipped with every page: besides the common catalog
 * (shell, shared components, error pages, small pages), each family of pages has its own catalog,
 * loaded with the first page of that family. Which source folders feed a family is configured in
 * lingui.config.ts; which pages need it is decided here, by path (longest prefix first).
 * A route that renders a feature of a family must be covered here (catalog-families.test.ts).
 */
export const CATALOG_FAMILIES = [
  'signin',
  'signup',
  'password-reset',
  'mypage',
  'mypage-credentials',
  'mypage-security',
  'mypage-payments',
  'mypage-subscriptions',
  'withdraw',
  'plans',
] as const
export type CatalogFamily = (typeof CATALOG_FAMILIES)[number]

const FAMILIES_BY_PATH: ReadonlyArray<
  readonly [prefix: string, families: readonly CatalogFamily[]]
> = [
  ['/mypage/reauthorize', ['signin']],
  ['/mypage', ['mypage']],
  // My Page's larger sections have their own catalogs: the top page does not carry their messages.
  ['/mypage/email', ['mypage-credentials']],
  ['/mypage/password', ['mypage-credentials']],
  ['/mypage/enable-password', ['mypage-credentials']],
  ['/mypage/login-id', ['mypage-credentials']],
  ['/mypage/login-method', ['mypage-credentials']],
  ['/mypage/multi-factor', ['mypage-security']],
  ['/mypage/login-history', ['mypage-security']],
  ['/mypage/payment-history', ['mypage-payments']],
  ['/mypage/payment-method', ['mypage-payments']],
  ['/mypage/invoice', ['mypage-payments']],
  ['/mypage/subscription', ['mypage-subscriptions']],
  ['/login', ['signin']],
  ['/logout', ['signin']],
  ['/auth', ['signin']],
  ['/social/relate', ['signin']],
  ['/signup', ['signup']],
  ['/signup/plans', ['signup', 'plans']],
  ['/plans', ['plans']],
  ['/password', ['password-reset']],
  ['/forgetpassword', ['password-reset']],
  ['/newpassword', ['password-reset']],
  ['/withdraw', ['withdraw']],
  // The provider's sign-in and sign-up are the site's screens; its own pages use the common catalog.
  ['/oidc/login', ['signin']],
  ['/oidc/signup', ['signup']],
]

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/** The catalog families the page at `pathname` needs (besides the common catalog). */
export function catalogFamiliesOf(pathname: string): readonly CatalogFamily[] {
  let best: (typeof FAMILIES_BY_PATH)[number] | undefined
  for (const entry of FAMILIES_BY_PATH) {
    if (startsWithSegment(pathname, entry[0]) && entry[0].length > (best?.[0].length ?? -1)) {
      best = entry
    }
  }
  return best?.[1] ?? []
}

export function isCatalogFamily(value: unknown): value is CatalogFamily {
  return typeof value === 'string' && (CATALOG_FAMILIES as readonly string[]).includes(value)
}
