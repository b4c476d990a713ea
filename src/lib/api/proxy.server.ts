import { safeRedirectPath } from '../security/safe-redirect'
import { callBackend, forwardedHeaders } from './backend.server'

const REQUEST_HEADERS = ['content-type', 'accept', 'x-request-id', 'idempotency-key']
const RESPONSE_HEADERS = ['content-type', 'retry-after', 'location', 'cache-control', 'x-request-id']
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/**
 * Returns from payment providers: the provider's page posts the browser back from its own origin,
 * so these are cross-site by design; the backend finds the transaction by its id and checks the
 * result with the provider (api/paths/payment-providers.yaml), never by the session.
 */
const PROVIDER_RETURN_PREFIX = '/zapi/payment-return/'

/**
 * The site's own `/zapi/**` endpoint (and the form posts the spec names): forwards a browser
 * request to the configured backend and its answer back, Set-Cookie included. State-changing
 * requests from another site are refused (CSRF): browsers send Sec-Fetch-Site and Origin.
 */
export async function proxyToBackend(request: Request): Promise<Response> {
  if (refusesCrossSite(request)) {
    return Response.json(
      { code: 'FORBIDDEN', message: '', requestId: crypto.randomUUID() },
      { status: 403 },
    )
  }
  const url = new URL(request.url)
  const headers = new Headers()
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  const hasBody = !SAFE_METHODS.has(request.method)
  const answer = await callBackend(
    new Request(new URL(url.pathname + url.search, 'http://backend'), {
      method: request.method,
      headers: forwardedHeaders(request, headers),
      body: hasBody ? await request.arrayBuffer() : undefined,
    }),
  )
  return relay(answer)
}

function relay(answer: Response): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const name of RESPONSE_HEADERS) {
    const value = answer.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  for (const cookie of answer.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  return new Response(answer.body, { status: answer.status, headers })
}

/** A state-changing request another site made the browser send, except a provider's return. */
export function refusesCrossSite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false
  if (new URL(request.url).pathname.startsWith(PROVIDER_RETURN_PREFIX)) return false
  return isCrossSite(request)
}

export function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null) return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const origin = request.headers.get('origin')
  if (origin === null) return false
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  try {
    return new URL(origin).host !== host
  } catch {
    return true
  }
}

/** The backend's answer with its Location kept on this site (anything else leads to the top). */
export function withSafeLocation(answer: Response): Response {
  const location = answer.headers.get('location')
  if (location === null) return answer
  const safe = safeRedirectPath(location, '/')
  if (safe === location) return answer
  const headers = new Headers(answer.headers)
  headers.set('location', safe)
  return new Response(answer.body, { status: answer.status, headers })
}
