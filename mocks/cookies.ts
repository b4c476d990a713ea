import { parseCookie } from 'cookie'

/** The cookies of spec 01 §3, all with path '/' and SameSite=Lax. */
export const COOKIE = {
  session: 'session_id',
  /** Readable by the page, which compares it with `authId` on back/forward navigation. */
  account: 'account_id',
  loginAlert: 'login_alert_id',
  trustedDevice: 'trusted_device_id',
} as const

export type CookieName = (typeof COOKIE)[keyof typeof COOKIE]

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * The request's cookies. A value that is not valid percent-encoding (another site's cookie on
 * the same domain, a tampered one) is kept as sent instead of failing the request.
 */
export const readCookies = (request: Request) => parseCookie(request.headers.get('cookie') ?? '')

export const readCookie = (request: Request, name: CookieName): string | undefined =>
  readCookies(request)[name]

/** `Secure` only when the visitor's request came over https. */
function isHttps(request: Request): boolean {
  return (
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto') === 'https'
  )
}

function attributes(request: Request, name: CookieName, maxAge?: number): string {
  const parts = ['Path=/']
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`)
  if (isHttps(request)) parts.push('Secure')
  if (name !== COOKIE.account) parts.push('HttpOnly')
  parts.push('SameSite=Lax')
  return parts.join('; ')
}

/** A Set-Cookie line. Session cookies by default; the browser-recognition cookies live a year. */
export function setCookie(request: Request, name: CookieName, value: string): string {
  const longLived = name === COOKIE.loginAlert || name === COOKIE.trustedDevice
  return `${name}=${encodeURIComponent(value)}; ${attributes(request, name, longLived ? ONE_YEAR_SECONDS : undefined)}`
}

export function clearCookie(request: Request, name: CookieName): string {
  return `${name}=; ${attributes(request, name, 0)}`
}
