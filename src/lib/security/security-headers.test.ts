import { describe, expect, it } from 'vitest'
import { buildSecurityHeaders, createNonce, isPrivatePath } from './security-headers'

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

  it('marks My Page responses as no-store', () => {
    expect(
      buildSecurityHeaders({ nonce: 'n', pathname: '/mypage/edit', production: true })[
        'Cache-Control'
      ],
    ).toBe('no-store')
    expect(
      buildSecurityHeaders({ nonce: 'n', pathname: '/login', production: true })['Cache-Control'],
    ).toBeUndefined()
  })
})

describe('isPrivatePath', () => {
  it('matches /mypage and below only', () => {
    expect(isPrivatePath('/mypage')).toBe(true)
    expect(isPrivatePath('/mypage/plans')).toBe(true)
    expect(isPrivatePath('/mypages')).toBe(false)
    expect(isPrivatePath('/')).toBe(false)
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
