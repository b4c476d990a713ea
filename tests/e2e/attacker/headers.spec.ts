import { request as requests, type APIRequestContext, type APIResponse } from '@playwright/test'
import { PAYMENT_PROVIDER_ORIGINS } from '../../../src/lib/payments/provider-origins'
import { FIXTURE_EMAILS } from '../support/auth-flows'
import { expect, test } from '../support/test'
import { PAGE_ROUTES, SITE_ROUTES, screenDataPath, type SiteRoute } from './site-routes'

/**
 * The header matrix: every page of the route tree, as a guest and as a signed-in member, carries
 * the security headers, a CSP nonce of its own, and `no-store` exactly where the route shows
 * personal data (src/app/personal-pages.ts).
 */

type Identity = 'guest' | 'member'

/** What the standard member's pages show of her: a page showing any of it is never stored. */
const MEMBER_DATA = [FIXTURE_EMAILS.standard, 'hanako2026', '山田', '花子', '渋谷区']

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/)
      return [name, values] as const
    }),
  )

const isHtml = (response: APIResponse) =>
  (response.headers()['content-type'] ?? '').startsWith('text/html')

/**
 * The route's page as `identity` gets it. A page the visitor is sent away from (a guest on My
 * Page, a member on a sign-up step) is asked again with its screen data failing: the route then
 * answers its error page, which is that route's answer all the same.
 */
async function pageOf(
  client: APIRequestContext,
  route: SiteRoute,
): Promise<APIResponse | undefined> {
  let url = route.url
  const response = await client.get(url, { maxRedirects: 0 })
  if (isHtml(response)) return response
  // The same page with its search parameters completed (e.g. /oidc/error?status=500).
  const location = new URL(response.headers()['location'] ?? url, 'http://site')
  if (location.pathname === url) url = `${location.pathname}${location.search}`
  const fault = await client.post('/__mock/faults', {
    data: { method: 'GET', path: screenDataPath(route), times: 1, status: 503 },
  })
  expect(fault.ok()).toBe(true)
  const failed = await client.get(url, { maxRedirects: 0 })
  await client.delete('/__mock/faults')
  return isHtml(failed) ? failed : undefined
}

function expectedCacheControl(route: SiteRoute, identity: Identity) {
  const noStore =
    route.personalData === 'personal' ||
    (route.personalData === 'personal-when-signed-in' && identity === 'member')
  return noStore ? 'no-store' : 'private, no-cache'
}

test('every route of the route tree has a personal-data decision', () => {
  expect(SITE_ROUTES.length, 'routes read from src/routeTree.gen.ts').toBeGreaterThan(100)
  expect(
    SITE_ROUTES.filter((route) => route.personalData === undefined).map((route) => route.id),
    'routes without a decision in src/app/personal-pages.ts',
  ).toEqual([])
})

for (const identity of ['guest', 'member'] as const) {
  test(`every page's security headers, as a ${identity}`, async ({ baseURL }) => {
    test.setTimeout(PAGE_ROUTES.length * 4_000)
    const client = await requests.newContext({ baseURL })
    if (identity === 'member') {
      const signIn = await client.post('/__mock/login', {
        data: { email: FIXTURE_EMAILS.standard },
      })
      expect(signIn.ok()).toBe(true)
    }
    const nonces = new Set<string>()
    const unreached: string[] = []
    let checks = 0
    let personalNoStore = 0
    let personalPages = 0
    for (const route of PAGE_ROUTES) {
      const response = await pageOf(client, route)
      if (!response) {
        unreached.push(route.url)
        continue
      }
      const where = `${route.url} (${response.status()}, ${identity})`
      const headers = response.headers()
      const body = await response.text()
      const csp = directives(headers['content-security-policy'] ?? '')
      const nonce = /'nonce-([^']+)'/.exec(csp.get('script-src')?.join(' ') ?? '')?.[1]
      const expectations: [boolean, string][] = [
        [!!nonce && body.includes(`nonce="${nonce}"`), 'script-src nonce used by the page'],
        [!!nonce && !nonces.has(nonce), 'a nonce of its own'],
        [csp.get('form-action')?.[0] === "'self'", "form-action 'self'"],
        [
          PAYMENT_PROVIDER_ORIGINS.every((origin) => csp.get('form-action')?.includes(origin)),
          'form-action: the payment providers',
        ],
        [!csp.get('form-action')?.includes('*'), 'form-action: no wildcard'],
        [csp.get('frame-ancestors')?.[0] === "'none'", "frame-ancestors 'none'"],
        [headers['cross-origin-opener-policy'] === 'same-origin', 'COOP same-origin'],
        [
          ['camera', 'microphone', 'geolocation', 'payment'].every((feature) =>
            headers['permissions-policy']?.includes(`${feature}=()`),
          ),
          'Permissions-Policy off for camera, microphone, geolocation, payment',
        ],
        [headers['x-content-type-options'] === 'nosniff', 'nosniff'],
        [
          headers['cache-control'] === expectedCacheControl(route, identity),
          `Cache-Control ${expectedCacheControl(route, identity)} (got ${headers['cache-control']})`,
        ],
        [
          !MEMBER_DATA.some((data) => body.includes(data)) ||
            headers['cache-control'] === 'no-store',
          "a page showing the member's data is no-store",
        ],
      ]
      if (nonce) nonces.add(nonce)
      for (const [holds, what] of expectations) {
        checks += 1
        expect.soft(holds, `${where}: ${what}`).toBe(true)
      }
      if (expectedCacheControl(route, identity) === 'no-store') {
        personalPages += 1
        if (headers['cache-control'] === 'no-store') personalNoStore += 1
      }
    }
    const failed = test.info().errors.length
    test.info().annotations.push({
      type: 'counts',
      description: `${identity}: header checks ${checks - failed}/${checks}; personal-data pages with no-store ${personalNoStore}/${personalPages}`,
    })
    expect(unreached, 'pages that answered no HTML even with their screen data failing').toEqual([])
    await client.dispose()
  })
}
