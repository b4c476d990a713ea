/**
 * The messages of a page's own flow are not shipped with every page: besides the common catalog
 * (shell, error pages, small pages), each family of pages has its own catalog, loaded with the
 * first page of that family, and the messages shared by some pages only (form components and
 * rules, formatted dates and prices, the provider's screens) have catalogs of their own, loaded by
 * the pages that render them. Which source folders feed a catalog is configured in
 * lingui.config.ts; which pages need it is decided here, by path (longest prefix first).
 * Every module a page can render must have its messages in a catalog of the page's path
 * (catalog-families.test.ts follows each route's imports).
 */
export const CATALOG_FAMILIES = [
  'signin',
  'signup',
  'password-reset',
  // The external accounts' screens (/auth…, /social/relate/error): not the sign-in form's messages.
  'social',
  'mypage',
  'mypage-profile',
  'mypage-connections',
  'mypage-credentials',
  'mypage-security',
  'mypage-payments',
  'mypage-subscriptions',
  'withdraw',
  'plans',
  'plans-purchase',
  // Shared: form components and input rules, the member profile's fields; dates, prices, payment
  // methods and subscriptions.
  'fields',
  'profile-fields',
  'format',
  // The provider's (OIDC) own screens and client header, also shown on its sign-in and sign-up.
  'oidc',
] as const
export type CatalogFamily = (typeof CATALOG_FAMILIES)[number]

/** `$` stands for any one segment (a path parameter). */
const FAMILIES_BY_PATH: ReadonlyArray<
  readonly [prefix: string, families: readonly CatalogFamily[]]
> = [
  ['/mypage/reauthorize', ['signin', 'fields']],
  ['/mypage', ['mypage', 'format']],
  ['/mypage/edit', ['mypage-profile', 'fields', 'profile-fields']],
  ['/mypage/profile', ['mypage-profile', 'fields', 'profile-fields']],
  ['/mypage/pin-code', ['mypage-profile', 'fields']],
  ['/mypage/re-consent', ['mypage-profile', 'fields']],
  ['/mypage/consent', ['mypage-profile']],
  ['/mypage/data-export', ['mypage-profile', 'fields']],
  ['/mypage/connections', ['mypage-connections', 'format']],
  ['/mypage/social', ['mypage']],
  // My Page's larger sections have their own catalogs: the top page does not carry their messages.
  ['/mypage/email', ['mypage-credentials', 'fields']],
  ['/mypage/password', ['mypage-credentials', 'fields']],
  ['/mypage/enable-password', ['mypage-credentials', 'fields']],
  ['/mypage/login-id', ['mypage-credentials', 'fields']],
  ['/mypage/login-method', ['mypage-credentials', 'fields']],
  ['/mypage/multi-factor', ['mypage-security', 'fields']],
  ['/mypage/multi-factor/backup-code', ['mypage-security', 'format']],
  ['/mypage/multi-factor/backup-code/generate', ['mypage-security', 'fields']],
  ['/mypage/multi-factor/trusted-device', ['mypage-security', 'format']],
  ['/mypage/passkeys', ['mypage-security', 'format', 'fields']],
  ['/mypage/login-history', ['mypage-security', 'format']],
  ['/mypage/sessions', ['mypage-security', 'format']],
  ['/mypage/payment-history', ['mypage-payments', 'format']],
  ['/mypage/payment-method', ['mypage-payments', 'fields', 'format']],
  ['/mypage/invoice', ['mypage-payments', 'fields', 'format']],
  ['/mypage/subscription', ['mypage-subscriptions', 'fields', 'format']],
  ['/login', ['signin', 'fields']],
  ['/logout', ['signin', 'fields']],
  ['/auth', ['social']],
  ['/social/relate', ['social']],
  ['/signup', ['signup', 'fields']],
  ['/signup/form', ['signup', 'fields', 'profile-fields']],
  ['/signup/confirm', ['signup', 'fields', 'profile-fields']],
  ['/signup/plans', ['signup', 'plans', 'plans-purchase', 'fields', 'format']],
  ['/plans', ['plans', 'format']],
  ['/plans/$', ['plans', 'plans-purchase', 'fields', 'format']],
  ['/password', ['password-reset', 'fields']],
  ['/forgetpassword', ['password-reset']],
  ['/newpassword', ['password-reset']],
  ['/withdraw', ['withdraw', 'fields', 'format']],
  ['/oidc', ['oidc']],
  // The provider's sign-in and sign-up are the site's screens under the provider's header.
  ['/oidc/login', ['signin', 'oidc', 'fields']],
  ['/oidc/signup', ['signup', 'oidc', 'fields']],
]

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** FAMILIES_BY_PATH with each prefix split once (this runs on every request and navigation). */
const PREFIXES = FAMILIES_BY_PATH.map(
  ([prefix, families]) => [segmentsOf(prefix), families] as const,
)

/** The number of segments `prefix` matches at the start of `pathname`, or -1. */
function matchLength(pathname: readonly string[], prefix: readonly string[]): number {
  if (prefix.length > pathname.length) return -1
  return prefix.every((segment, index) => segment === '$' || segment === pathname[index])
    ? prefix.length
    : -1
}

const FORM_FAMILIES: ReadonlySet<CatalogFamily> = new Set(['fields', 'profile-fields'])

/**
 * The catalog families the page at `pathname` needs (besides the common catalog). A completion
 * page (`…/complete`) shows no form: it does not load the form catalog of its flow.
 */
export function catalogFamiliesOf(pathname: string): readonly CatalogFamily[] {
  const segments = segmentsOf(pathname)
  let best: readonly CatalogFamily[] = []
  let bestLength = 0
  for (const [prefix, families] of PREFIXES) {
    const length = matchLength(segments, prefix)
    if (length > bestLength) {
      best = families
      bestLength = length
    }
  }
  return segments.at(-1) === 'complete' ? best.filter((family) => !FORM_FAMILIES.has(family)) : best
}

export function isCatalogFamily(value: unknown): value is CatalogFamily {
  return typeof value === 'string' && (CATALOG_FAMILIES as readonly string[]).includes(value)
}
