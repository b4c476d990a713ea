import { request as requests } from '@playwright/test'
import { FIXTURE_EMAILS } from '../support/auth-flows'
import { expect, test } from '../support/test'
import { SITE_ROUTES, type SiteRoute } from './site-routes'

/**
 * The malformed-cookie corpus on every route family: whatever the Cookie header holds, no page
 * or endpoint answers 500, for a guest or beside a member's valid session.
 */

const CORPUS = [
  'tracking=%E0%A4%A',
  'session_id=%E0%A4%A',
  'account_id=%',
  'locale=%ZZ; login_alert_id=%C0%AF',
  'trusted_device_id=%E0%A4%A; trusted_device_id=ok',
  '=; ;; =x; novalue; ==',
  'session_id="unterminated',
  '__proto__=x; constructor=y; hasOwnProperty=z',
  `long=${'%E0'.repeat(1_000)}`,
]

/**
 * One route of each family: the layout (or top segment) and the first segment under it, e.g.
 * `/_account/mypage`, `/_guest/plans`, `/zapi`.
 */
function families(routes: SiteRoute[]): SiteRoute[] {
  const byFamily = new Map<string, SiteRoute>()
  for (const route of routes) {
    if (/^\/_[a-z]+$/.test(route.id)) continue
    const family = route.id
      .split('/')
      .slice(0, route.id.startsWith('/_') ? 3 : 2)
      .join('/')
    if (!byFamily.has(family)) byFamily.set(family, route)
  }
  return [...byFamily.values()]
}

const FAMILIES = families(SITE_ROUTES)

for (const identity of ['guest', 'member'] as const) {
  test(`a malformed cookie never answers 500, as a ${identity}`, async ({ baseURL }) => {
    test.setTimeout(FAMILIES.length * CORPUS.length * 2_000)
    const client = await requests.newContext({ baseURL })
    let session = ''
    if (identity === 'member') {
      const signIn = await client.post('/__mock/login', {
        data: { email: FIXTURE_EMAILS.standard },
      })
      expect(signIn.ok()).toBe(true)
      const cookies = await client.storageState()
      session = cookies.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
    }
    for (const route of FAMILIES) {
      for (const cookie of CORPUS) {
        const response = await requests
          .newContext({
            baseURL,
            extraHTTPHeaders: { cookie: [session, cookie].filter(Boolean).join('; ') },
          })
          .then(async (bare) => {
            const answer = await bare.get(route.url, { maxRedirects: 0 })
            const status = answer.status()
            await bare.dispose()
            return status
          })
        expect.soft(response, `${route.url} with Cookie: ${cookie.slice(0, 40)}`).toBeLessThan(500)
      }
    }
    await client.dispose()
  })
}
