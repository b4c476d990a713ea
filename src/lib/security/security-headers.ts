/**
 * Security headers of HTML responses (pure; applied by the global request middleware in
 * src/start.ts). Scripts are allowed only with the per-request nonce ('strict-dynamic' lets the
 * nonce'd entry and Tag Manager load their own chunks). Styles allow 'unsafe-inline' because
 * Mantine writes style attributes and <style> tags at runtime.
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

export function buildContentSecurityPolicy({
  nonce,
  dev = false,
}: Pick<SecurityHeaderOptions, 'nonce' | 'dev'>): string {
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
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

/** True for signed-in pages whose HTML must never be cached (My Page). */
export function isPrivatePath(pathname: string): boolean {
  return pathname === '/mypage' || pathname.startsWith('/mypage/')
}

export function buildSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': buildContentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  }
  if (options.production) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  }
  if (isPrivatePath(options.pathname)) {
    headers['Cache-Control'] = 'no-store'
  }
  return headers
}

/** 128 bits from the platform CSPRNG, base64-encoded. */
export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}
