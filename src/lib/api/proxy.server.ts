import { getAppConfig } from '../../../app.config'
import { isCrossOrigin, publicOrigin } from '../security/request-origin'
import { safeRedirectPath } from '../security/safe-redirect'
import { keepsItsPath } from './backend-path'
import { callBackend, forwardedHeaders } from './backend.server'
import { contentTooLarge, isBodyTooLarge } from './body-too-large'

const REQUEST_HEADERS = ['content-type', 'accept', 'x-request-id', 'idempotency-key']
const RESPONSE_HEADERS = [
  'content-type',
  // A file the backend answers (the copy of one's data) keeps the name it is saved under.
  'content-disposition',
  'retry-after',
  'location',
  'cache-control',
  'x-request-id',
]
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
  if (refusesCrossSite(request)) return crossSiteRefusal(request)
  const url = new URL(request.url)
  // A path that could reach another endpoint once the backend decodes it (decision 0023).
  if (!keepsItsPath(url.pathname)) return refusal(request, 404, 'NOT_FOUND')
  const headers = new Headers()
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  const body = SAFE_METHODS.has(request.method) ? undefined : await bodyWithinLimit(request)
  if (body instanceof Response) return body
  const answer = await callBackend(
    new Request(new URL(url.pathname + url.search, 'http://backend'), {
      method: request.method,
      headers: forwardedHeaders(request, headers),
      body,
    }),
  )
  return relay(answer)
}

/**
 * The request's body, or the 413 answer when it outgrew the limit the production server set for
 * its route while it arrived (server/body-limits.ts).
 */
export async function bodyWithinLimit(request: Request): Promise<ArrayBuffer | Response> {
  try {
    return await request.arrayBuffer()
  } catch (error) {
    if (isBodyTooLarge(error)) return contentTooLarge(request.headers.get('x-request-id'))
    throw error
  }
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

/** The answer to a request another site made the browser send: nothing reaches the backend. */
export function crossSiteRefusal(request: Request): Response {
  return refusal(request, 403, 'FORBIDDEN')
}

function refusal(request: Request, status: number, code: string): Response {
  const requestId = request.headers.get('x-request-id') ?? crypto.randomUUID()
  return Response.json({ code, message: '', requestId }, { status })
}

/** Whether another site made the browser send this request (request-origin.ts). */
export function isCrossSite(request: Request): boolean {
  return isCrossOrigin(request, publicOrigin(request, getAppConfig().PUBLIC_ORIGIN))
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
