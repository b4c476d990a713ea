import { getAppConfig } from '../../../app.config'
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { withOneHeaderPerCookie } from './backend-cookies'
import { logPrismViolations } from './prism-violations.server'
import { clientAddress, publicOrigin } from '../security/request-origin'
import { checkScreenDataAnswer } from './screen-data-check.server'

const FORWARDED_REQUEST_HEADERS = ['cookie', 'accept-language', 'user-agent', 'x-request-id']

/**
 * The visitor's headers the backend needs: cookies, language, user agent, the request id the
 * production server gave the visitor's request (server/operations.ts), and how the visitor reached
 * the site — their address and the site's public scheme and host (the backend makes its cookies
 * `Secure` over https and names the OIDC issuer with them). Those come from the connection or a
 * trusted proxy (request-origin.ts), never from the visitor's own `X-Forwarded-*`.
 */
export function forwardedHeaders(visitor: Request, headers: Headers): Headers {
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = visitor.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  const site = new URL(publicOrigin(visitor, getAppConfig().PUBLIC_ORIGIN))
  headers.set('x-forwarded-proto', site.protocol.slice(0, -1))
  headers.set('x-forwarded-host', site.host)
  const client = clientAddress(visitor)
  if (client) headers.set('x-forwarded-for', client)
  else headers.delete('x-forwarded-for')
  return headers
}

/** A backend that lives in this process: answers a request whose URL is on the backend's origin. */
export type EmbeddedBackend = (request: Request, signal: AbortSignal) => Promise<Response>

let embeddedBackend: (() => Promise<EmbeddedBackend>) | undefined

/**
 * Names the backend to call when no API_BASE_URL is configured. Only the server composition file
 * (src/server.ts) calls this, so the API client never knows the mock backend exists.
 */
export function provideEmbeddedBackend(load: () => Promise<EmbeddedBackend>): void {
  let loading: Promise<EmbeddedBackend> | undefined
  embeddedBackend = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}

/**
 * Who answers a call: the contract's operations (`api`, at API_BASE_URL), or the OpenID
 * provider's own endpoints (`oidcProvider`, at OIDC_PROVIDER_BASE_URL, by default the same).
 */
export type BackendPart = 'api' | 'oidcProvider'

/**
 * Sends a request whose URL path is the backend path to the configured backend: the embedded
 * backend when no API_BASE_URL is configured, otherwise Prism or the real backend.
 * Gives up after BACKEND_TIMEOUT_MS with a 504 answer; an unreachable backend answers 502, and so
 * does one whose screen data is not what the contract describes (screen-data-check.server.ts).
 */
export async function callBackend(request: Request, part: BackendPart = 'api'): Promise<Response> {
  const deadline = backendDeadline(getAppConfig().BACKEND_TIMEOUT_MS)
  let answer: Response | undefined
  try {
    answer = await reachBackend(request, part, deadline)
    return await checkScreenDataAnswer(request, answer, () =>
      failure(request, 502, 'BAD_GATEWAY'),
    )
  } finally {
    // An answer whose body is still to be read (streamed on to the visitor) keeps its deadline.
    if (!answer?.body || answer.bodyUsed) deadline.clear()
  }
}

/**
 * An abort signal that fires after `ms`, and a way to drop it once the backend has answered in
 * full. Unlike AbortSignal.timeout, whose timer cannot be cleared: a pending timer holds the async
 * context it was created in — the whole request (router, query cache, rendered chunks) — for the
 * full timeout after the page was sent, ~6,000 requests' worth of heap at 600 requests/s.
 */
function backendDeadline(ms: number) {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new DOMException('The backend did not answer in time', 'TimeoutError')),
    ms,
  )
  timer.unref()
  return { signal: controller.signal, clear: () => clearTimeout(timer) }
}

async function reachBackend(
  request: Request,
  part: BackendPart,
  deadline: ReturnType<typeof backendDeadline>,
): Promise<Response> {
  const config = getAppConfig()
  const baseUrl = part === 'api' ? config.API_BASE_URL : config.OIDC_PROVIDER_BASE_URL
  const { pathname, search } = new URL(request.url)
  const signal = AbortSignal.any([request.signal, deadline.signal])
  try {
    if (!baseUrl) {
      if (!embeddedBackend) throw new Error('No API_BASE_URL and no embedded backend provided')
      const handle = await embeddedBackend()
      return await handle(new Request(`http://mock.backend${pathname}${search}`, request), signal)
    }
    const target = new URL(pathname + search, baseUrl)
    // A body read in full goes with its Content-Length: streamed on, it went chunked, which
    // Prism's proxy (npm run api:proxy) and some backends cannot read.
    const body = request.body ? await request.arrayBuffer() : undefined
    const answer = await fetch(target, {
      method: request.method,
      headers: request.headers,
      body,
      signal,
      redirect: 'manual',
    })
    logPrismViolations(request, answer)
    return withOneHeaderPerCookie(answer)
  } catch (error) {
    deadline.clear()
    if (deadline.signal.aborted) return failure(request, 504, 'GATEWAY_TIMEOUT')
    if (request.signal.aborted) throw error
    return failure(request, 502, 'BAD_GATEWAY')
  }
}

function failure(request: Request, status: number, code: string): Response {
  const requestId = request.headers.get('x-request-id') ?? crypto.randomUUID()
  return Response.json({ code, message: '', requestId }, { status })
}

/**
 * A call made while rendering on the server, on behalf of the visitor: carries their cookies,
 * language, user agent and IP, and hands the backend's Set-Cookie back to them.
 */
export async function sendFromServer(url: string, init: RequestInit): Promise<Response> {
  const headers = forwardedHeaders(getRequest(), new Headers(init.headers))
  const response = await callBackend(new Request(new URL(url, 'http://backend'), { ...init, headers }))
  for (const cookie of response.headers.getSetCookie()) appendResponseHeader('Set-Cookie', cookie)
  return response
}
