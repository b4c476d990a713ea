/**
 * How large a request body each route takes. Over its limit a request is answered 413: at once when
 * its `Content-Length` says so, otherwise as soon as the bytes that arrived pass it (the app reads
 * the body through srvx's size-limited stream and answers 413, proxy.server.ts) — never buffered.
 */
import { limitRequestBody } from 'srvx/body-limit'
import { contentTooLarge } from '../src/lib/api/body-too-large.ts'

/**
 * `POST /zapi/account/profile-image`: `{"profileImage": <data URL>}`, whose data URL the contract
 * allows up to 400,000 characters (ProfileImageDataUrl), plus room for the JSON around it.
 */
export const PROFILE_IMAGE_BODY_LIMIT = 400_000 + 1_024
/** Any other call (JSON), the OpenID provider's endpoints and payment providers' returns. */
export const CALL_BODY_LIMIT = 64 * 1024
/** The form posts the site takes itself (/login, /logout, the OIDC screens) and anything else. */
export const FORM_BODY_LIMIT = 16 * 1024
/** The embedded mock's control endpoints (tests post whole scenarios; absent in production). */
export const MOCK_CONTROL_BODY_LIMIT = 1024 * 1024

const CALL_PREFIXES = ['/zapi/', '/oidc/op/']

/** The largest body `pathname` takes, in bytes. */
export function bodyLimitFor(pathname: string): number {
  if (pathname === '/zapi/account/profile-image') return PROFILE_IMAGE_BODY_LIMIT
  if (CALL_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return CALL_BODY_LIMIT
  if (pathname.startsWith('/__mock/')) return MOCK_CONTROL_BODY_LIMIT
  return FORM_BODY_LIMIT
}

/** Whether the request says up front that its body is larger than `limit`. */
export function declaresMoreThan(request: Request, limit: number): boolean {
  const declared = request.headers.get('content-length')
  return declared !== null && /^\d+$/.test(declared) && Number(declared) > limit
}

/**
 * The request with its body limited to its route's size, or the 413 answer when it declares a
 * larger one (its body is then not read at all).
 */
export function withBodyLimit<T extends Request>(request: T): T | Response {
  if (!request.body) return request
  const limit = bodyLimitFor(new URL(request.url).pathname)
  if (declaresMoreThan(request, limit)) {
    void request.body.cancel().catch(() => {})
    return contentTooLarge(request.headers.get('x-request-id'))
  }
  return limitRequestBody(request, limit)
}
