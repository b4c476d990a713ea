import { PAYMENT_PROVIDER_ORIGINS } from '~/lib/payments/provider-origins'

/**
 * Security headers of HTML responses (pure; applied by the global request middleware in
 * src/start.ts). Scripts are allowed only with the per-request nonce ('strict-dynamic' lets the
 * nonce'd entry and Tag Manager load their own chunks). Styles allow 'unsafe-inline' because
 * Mantine writes style attributes and <style> tags at runtime. Caching is the route's decision
 * (src/app/personal-pages.ts), not this module's.
 */
export interface SecurityHeaderOptions {
  nonce: string
  pathname: string
  production: boolean
  /** Dev server: allow Vite's HMR websocket. */
  dev?: boolean
}

const GTM_ORIGINS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
/** The anti-bot script (reCAPTCHA v3, src/lib/security/anti-bot.ts) runs in frames of its own. */
const ANTI_BOT_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
  'https://www.recaptcha.net/recaptcha/',
]

/**
 * The pages of the OpenID provider (/oidc/**): their forms (consent, account choice, the sign-in
 * posted without JavaScript) are answered by a redirect to the relying party's redirect URI, and
 * browsers check `form-action` on every redirect of a form's navigation. The relying parties are
 * the backend's registered clients, unknown here; a redirect URI is https (RFC 9700 §2.6).
 */
const isOpenIdProviderPage = (pathname: string) =>
  pathname === '/oidc' || pathname.startsWith('/oidc/')

/**
 * Where a form may be sent: this site, and the payment providers a purchase or a registration
 * hands the browser to by a posted form (3-D Secure, the carriers' billing pages; decision 0014).
 */
function formTargets(pathname: string): string[] {
  return [
    "'self'",
    ...PAYMENT_PROVIDER_ORIGINS,
    ...(isOpenIdProviderPage(pathname) ? ['https:'] : []),
  ]
}

/**
 * Browser features no page uses, switched off for the page and every frame in it (the anti-bot
 * and Tag Manager frames included). Passkeys (WebAuthn) stay possible on this site's own pages.
 */
const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'bluetooth',
    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
].join(', ')

export function buildContentSecurityPolicy({
  nonce,
  pathname,
  dev = false,
}: Pick<SecurityHeaderOptions, 'nonce' | 'pathname' | 'dev'>): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", 'https:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...GTM_ORIGINS, ...(dev ? ['ws:', 'wss:'] : [])],
    'frame-src': ["'self'", 'https://www.googletagmanager.com', ...ANTI_BOT_FRAMES],
    'media-src': ["'self'", 'blob:', 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': formTargets(pathname),
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

export function buildSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': buildContentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // No window of another site keeps a handle on a page of this one (nor this page on it).
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  }
  if (options.production) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  }
  return headers
}

/** 128 bits from the platform CSPRNG, base64-encoded. */
export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}
