import { FIXTURE_EMAILS } from '../support/auth-flows'
import { expect, test } from '../support/test'
import { memberCookie, rawGet, takeBackendRequests } from './raw-http'
import { fillRoute, pathParameters, routePaths, routesWithPathParameters } from './route-tree'

/**
 * Issue 29 (item 8): the status of an answer tells what went wrong, on every page of the route
 * tree. A page whose render fails answers the error page with 500 (never 200 with an empty
 * shell); a refused search parameter is the visitor's bad request, 400; an over-long path
 * parameter names no page, 404.
 */
const ROOT_DATA = '/zapi/internal/root/screen-data'
/** Pages a GET changes something on (signing out): probing them would end the session. */
const NOT_PROBED = new Set(['/logout'])
const ERROR_TITLE = 'id="error-title"'

/**
 * Screen data the contract allows (an empty envelope) but no page can render: the page's
 * component meets none of its fields, an exception while rendering.
 */
const UNRENDERABLE = { flowError: null }

const pagesWithoutParameters = routePaths().filter(
  (route) => pathParameters(route).length === 0 && !route.includes('$') && !NOT_PROBED.has(route),
)

for (const route of pagesWithoutParameters) {
  test(`${route}: an exception while rendering answers the error page with 500`, async ({
    siteURL,
    mock,
  }) => {
    const cookie = await memberCookie(siteURL, FIXTURE_EMAILS.standard)
    // As a member, or as a guest where a member is sent away.
    let visitor = cookie
    let normal = await rawGet(siteURL, route, visitor)
    if (normal.status !== 200) {
      visitor = ''
      normal = await rawGet(siteURL, route, visitor)
    }
    const pageData = (await takeBackendRequests(siteURL))
      .filter((call) => call.startsWith('GET ') && call.includes('/screen-data'))
      .map((call) => call.slice('GET '.length).split('?', 1)[0])
      .filter((path) => path !== ROOT_DATA)
    test.skip(
      normal.status !== 200 || pageData.length === 0,
      `no screen data of its own on a plain visit (${normal.status})`,
    )

    await mock.fault({ method: 'GET', path: pageData.at(-1)!, body: UNRENDERABLE })
    const broken = await rawGet(siteURL, route, visitor)
    expect(broken.status).toBe(500)
    expect(broken.body).toContain(ERROR_TITLE)
  })
}

const REFUSED_SEARCHES = [
  '/auth/authorize',
  '/auth/authorize?userIdentifierType=nope&socialActionType=nope',
  `/auth/callback?code=${'a'.repeat(5000)}`,
  '/auth/callback?state=%20spaced',
]

for (const path of REFUSED_SEARCHES) {
  test(`${path.slice(0, 60)}: a refused search parameter answers the error page with 400`, async ({
    siteURL,
  }) => {
    await takeBackendRequests(siteURL)
    const answer = await rawGet(siteURL, path)
    expect(answer.status).toBe(400)
    expect(answer.body).toContain(ERROR_TITLE)
    expect(answer.body).toContain('400')
    const calls = await takeBackendRequests(siteURL)
    expect(calls.filter((call) => call.includes('/auth/'))).toEqual([])
  })
}

for (const route of routesWithPathParameters()) {
  test(`${route}: a 10,000-character parameter answers the 404 page`, async ({ siteURL }) => {
    const cookie = await memberCookie(siteURL, FIXTURE_EMAILS.standard)
    const values = Object.fromEntries(
      pathParameters(route).map((name) => [name, 'a'.repeat(10_000)]),
    )
    const answer = await rawGet(siteURL, fillRoute(route, values), cookie)
    expect(answer.status).toBe(404)
    expect(answer.body).toContain('ページが見つかりません')
  })
}
