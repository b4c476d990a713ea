import { FIXTURE_EMAILS } from '../support/auth-flows'
import { expect, test } from '../support/test'
import { memberCookie, rawGet, takeBackendRequests } from './raw-http'
import { fillRoute, pathParameters, routesWithPathParameters } from './route-tree'

/**
 * Issue 29: a path parameter is never a way into another backend endpoint. Every payload, in
 * every path parameter of every page (read from the route tree), answers what an unknown address
 * with the same payload answers (the 404 page; a bad request for an escape that is not UTF-8) —
 * or, when the URL parser resolves it to another address first, what that address answers — and
 * the mock backend receives nothing but what that answer makes for any visitor. The member who followed
 * the links is still signed in afterwards (one payload signed members out through
 * /oidc/selectAccount/form/switch).
 */
const PAYLOADS = [
  '..%2F..%2Fmypage',
  '..%2F..%2F..%2F..%2Foidc%2FselectAccount%2Fform%2Fswitch%3Fx%3D',
  '..%2F..%2F..%2F..%2Fzapi%2Faccount%2Fpayment-method%2Fpaypal%3Fx%3D',
  '%2e%2e%2F%2e%2e%2Fmypage',
  '%2E%2E',
  '%2e%2e',
  '..',
  '.',
  '.%2F',
  '%252e%252e%252Fmypage',
  '..%5C..%5Cmypage',
  'a%2Fb',
  '..%2F?x=1',
  '..%2F#top',
  'a%3Fx%3D1',
  'a%23top',
  'a%00b',
  'a%20b',
  '%E3%83%97%E3%83%A9%E3%83%B3',
  '%C0%AE%C0%AE%2F',
  '%E0%A4%A',
  'a'.repeat(10_000),
]

const NOT_FOUND_HEADING = 'ページが見つかりません'
/** An address no route matches. */
const UNKNOWN = '/no/such'

for (const route of routesWithPathParameters()) {
  test(`${route}: ${PAYLOADS.length} traversal payloads per parameter reach no other endpoint`, async ({
    siteURL,
  }) => {
    const cookie = await memberCookie(siteURL, FIXTURE_EMAILS.standard)
    const expected = new Map<string, { status: number; calls: Set<string> }>()
    /** What `path` answers for the member, and the backend calls it makes. */
    const visit = async (path: string) => {
      await takeBackendRequests(siteURL)
      const answer = await rawGet(siteURL, path, cookie)
      return { ...answer, calls: await takeBackendRequests(siteURL) }
    }
    const expectationFor = async (path: string) => {
      if (!expected.has(path)) {
        const { status, calls } = await visit(path)
        expected.set(path, { status, calls: new Set(calls) })
      }
      return expected.get(path)!
    }

    const wrong: string[] = []
    for (const name of pathParameters(route)) {
      for (const payload of PAYLOADS) {
        const path = fillRoute(route, { [name]: payload })
        // The address the site's URL parser makes of it: the same route, or another page.
        const resolved = new URL(path, siteURL).pathname
        const sameRoute = resolved === path.split(/[?#]/, 1)[0]
        const { status, calls } = await expectationFor(
          sameRoute ? `${UNKNOWN}/${payload}` : resolved,
        )
        const answer = await visit(path)
        const shown = `${route} ${name}=${payload.slice(0, 40)}`
        if (answer.status !== status) wrong.push(`${shown}: ${answer.status}, not ${status}`)
        if (answer.status === 404 && !answer.body.includes(NOT_FOUND_HEADING))
          wrong.push(`${shown}: no 404 page`)
        const extra = answer.calls.filter((call) => !calls.has(call))
        if (extra.length > 0)
          wrong.push(
            `${shown}: backend called ${extra.map((call) => call.slice(0, 120)).join(', ')}`,
          )
      }
    }
    expect(wrong).toEqual([])

    const myPage = await rawGet(siteURL, '/mypage', cookie)
    expect(myPage.status, 'the member is still signed in').toBe(200)
  })
}
