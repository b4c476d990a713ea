import { proxyToBackend, withSafeLocation } from '~/lib/api/proxy.server'

export { withSafeLocation }

const isFormPost = (request: Request) =>
  (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')

/**
 * A browser form post (no JavaScript) whose call answers without a page to go to (204): the
 * browser is sent on to `location` (303), cookies included, instead of staying on a blank answer.
 */
export function seeOtherAfterFormPost(
  request: Request,
  answer: Response,
  location: string,
): Response {
  if (!isFormPost(request) || !answer.ok || answer.headers.has('location')) return answer
  const headers = new Headers(answer.headers)
  headers.set('location', location)
  return new Response(null, { status: 303, headers })
}

/**
 * POST /login: the sign-in form posted before the page's JavaScript runs (303 to the next page or
 * back to /login with the failure) and the hydrated form's JSON call, both to the backend.
 */
export async function forwardLoginPost(request: Request): Promise<Response> {
  return withSafeLocation(await proxyToBackend(request))
}

/** POST /logout: the hydrated page's call, or the plain form, which then shows the logged-out page. */
export async function forwardLogoutPost(request: Request): Promise<Response> {
  return seeOtherAfterFormPost(request, await proxyToBackend(request), '/logout')
}
