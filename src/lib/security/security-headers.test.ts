import { describe, expect, it } from 'vitest'
import { PAYMENT_PROVIDER_ORIGINS } from '~/lib/payments/provider-origins'
import { buildSecurityHeaders, createNonce } from './security-headers'

describe('buildSecurityHeaders', () => {
  it('puts the nonce into script-src and forbids framing', () => {
    const headers = buildSecurityHeaders({ nonce: 'abc123', pathname: '/', production: false })
    const csp = headers['Content-Security-Policy'] ?? ''
    expect(csp).toMatch(/script-src 'nonce-abc123' 'strict-dynamic'/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('unsafe-eval')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
  })

  it("lets the anti-bot script (reCAPTCHA v3) open its frames, and no other site's", () => {
    const csp =
      buildSecurityHeaders({ nonce: 'n', pathname: '/login', production: true })[
        'Content-Security-Policy'
      ] ?? ''
    const frameSrc = csp.split('; ').find((directive) => directive.startsWith('frame-src '))
    expect(frameSrc?.split(' ').slice(1)).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      'https://www.recaptcha.net/recaptcha/',
    ])
  })

  it('sends HSTS only in production', () => {
    expect(
      buildSecurityHeaders({ nonce: 'n', pathname: '/', production: false })[
        'Strict-Transport-Security'
      ],
    ).toBeUndefined()
    expect(
      buildSecurityHeaders({ nonce: 'n', pathname: '/', production: true })[
        'Strict-Transport-Security'
      ],
    ).toMatch(/max-age=\d+/)
  })

  it('leaves caching to the route (src/app/personal-pages.ts)', () => {
    expect(
      buildSecurityHeaders({ nonce: 'n', pathname: '/mypage/edit', production: true })[
        'Cache-Control'
      ],
    ).toBeUndefined()
  })
})

const directive = (pathname: string, name: string) =>
  (
    buildSecurityHeaders({ nonce: 'n', pathname, production: true })['Content-Security-Policy'] ??
    ''
  )
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('form-action', () => {
  it('lets forms post to this site and to the payment providers only', () => {
    expect(directive('/mypage/payment-method', 'form-action')).toEqual([
      "'self'",
      ...PAYMENT_PROVIDER_ORIGINS,
    ])
  })

  it("lets the provider's forms end at a relying party's https redirect URI", () => {
    expect(directive('/oidc/consent', 'form-action')).toContain('https:')
    expect(directive('/oidcx', 'form-action')).not.toContain('https:')
  })
})

describe('opener and permissions', () => {
  const headers = buildSecurityHeaders({ nonce: 'n', pathname: '/', production: true })

  it('keeps other windows away from the page', () => {
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin')
  })

  it('switches off the powerful features, keeping passkeys for this site', () => {
    const policy = headers['Permissions-Policy'] ?? ''
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`)
    expect(policy).toContain('publickey-credentials-get=(self)')
    expect(policy).toContain('publickey-credentials-create=(self)')
  })
})

describe('createNonce', () => {
  it('creates distinct base64 values', () => {
    const a = createNonce()
    const b = createNonce()
    expect(a).not.toBe(b)
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})
