import { expect, test } from '../support/test'
import { SITE_ROUTES, type SiteRoute } from './site-routes'

/**
 * The method matrix: every route of the route tree answers the methods it takes and 405, with
 * `Allow`, to the others; a POST to a page that takes none is sent back to the page (303). A page
 * takes GET and HEAD; what else the site takes is listed here.
 */

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS'] as const

/** Beyond a page's GET: the form posts the site answers, and its endpoints. */
const TAKES: Record<string, string[]> = {
  '/_login/login/': ['GET', 'POST'],
  '/_oidc/oidc/login/': ['GET', 'POST'],
  '/_login/logout': ['GET', 'POST'],
  '/_login/auth/callback/form': ['GET', 'POST'],
  '/_oidc/oidc/consent/form/': ['POST'],
  '/_oidc/oidc/consent/form/abort': ['GET'],
  '/_oidc/oidc/selectAccount/form/': ['POST'],
  '/_oidc/oidc/selectAccount/form/switch': ['GET'],
  '/_oidc/oidc/loginInteraction': ['GET'],
  '/_oidc/oidc/selectAccountInteraction': ['GET'],
  // Relayed as they come: the backend (or the provider) answers each path.
  '/_oidc/oidc/op/$': ['GET', 'POST', 'OPTIONS'],
  '/zapi/$': ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  '/__mock/$': ['GET', 'POST', 'DELETE'],
}

/** The routes a request can reach: not the pathless layouts. */
const ROUTES = SITE_ROUTES.filter((route) => !/^\/_[a-z]+$/.test(route.id))

function taken(route: SiteRoute): string[] {
  const methods = TAKES[route.id] ?? ['GET']
  return methods.includes('GET') ? [...methods, 'HEAD'] : methods
}

const sorted = (methods: string[]) => [...methods].sort().join(', ')

for (const method of METHODS) {
  test(`${method} on every route: answered where taken, else 405 with Allow (a page: 303 for POST)`, async ({
    request,
  }) => {
    test.setTimeout(ROUTES.length * 3_000)
    let cases = 0
    for (const route of ROUTES) {
      const takes = taken(route).includes(method)
      // A form post or an endpoint's call reaches the backend, which the contract check holds to
      // real requests: their own suites send those.
      if (takes && (route.personalData === 'no-page' || !['GET', 'HEAD'].includes(method))) continue
      const response = await request.fetch(route.url, { method, maxRedirects: 0 })
      const where = `${method} ${route.url} answered ${response.status()}`
      cases += 1
      if (takes) {
        expect.soft(response.status(), where).not.toBe(405)
        if (method === 'HEAD') expect.soft((await response.body()).length, where).toBe(0)
      } else if (method === 'POST' && route.personalData !== 'no-page') {
        // A form posted natively before its page's JavaScript ran: back to the page, unread.
        expect.soft(response.status(), where).toBe(303)
        expect.soft(response.headers()['location'], where).toBe(route.url)
      } else {
        expect.soft(response.status(), where).toBe(405)
        expect
          .soft(sorted(response.headers()['allow']?.split(/,\s*/) ?? []), where)
          .toBe(sorted(taken(route)))
      }
    }
    const failed = test.info().errors.length
    test.info().annotations.push({
      type: 'counts',
      description: `${method}: method cases ${cases - failed}/${cases}`,
    })
  })
}
