import { callBackend, forwardedHeaders } from '~/lib/api/backend.server'
import {
  bodyWithinLimit,
  crossSiteRefusal,
  isCrossSite,
  proxyToBackend,
  withSafeLocation,
} from '~/lib/api/proxy.server'

/** What a relying party or the browser sends the provider (client authentication, DPoP, CORS). */
const PROVIDER_REQUEST_HEADERS = ['content-type', 'accept', 'authorization', 'dpop', 'origin']
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/**
 * `/oidc/op/**`: the OpenID provider's own endpoints (authorization, token, userinfo, discovery…),
 * forwarded to the backend's provider (OIDC_PROVIDER_BASE_URL, by default API_BASE_URL) with the
 * site's public origin (forwardedHeaders; the issuer is `<site>/oidc/op`) and answered as they are. Its Locations are the provider's: the client's registered redirect URI,
 * the site's /oidc entry or /oidc/error, never one the site made up. No cross-site refusal here:
 * relying parties call the token endpoint from their servers and may post authorization requests.
 */
export async function proxyToProvider(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const headers = new Headers()
  for (const name of PROVIDER_REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const body = hasBody ? await bodyWithinLimit(request) : undefined
  if (body instanceof Response) return body
  const answer = await callBackend(
    new Request(new URL(url.pathname + url.search, 'http://backend'), {
      method: request.method,
      headers: forwardedHeaders(request, headers),
      body,
    }),
    'oidcProvider',
  )
  const relayed = new Headers()
  answer.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'set-cookie') relayed.set(name, value)
  })
  for (const cookie of answer.headers.getSetCookie()) relayed.append('Set-Cookie', cookie)
  return new Response(answer.body, { status: answer.status, headers: relayed })
}

/**
 * The interaction endpoints and the consent and account-choice forms: forwarded to the backend,
 * which answers 303; the Location is kept only when it is a path on this site (the provider's
 * resume endpoint, a screen, the error page). The links (abort, switch) change the interaction,
 * so another site may not make the browser follow them either.
 */
export async function forwardInteractionStep(request: Request): Promise<Response> {
  if (isCrossSite(request)) return crossSiteRefusal(request)
  return withSafeLocation(await proxyToBackend(request))
}
