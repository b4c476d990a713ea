import { describe, expect, it } from 'vitest'
import { isCrossSite, proxyToBackend, refusesCrossSite } from './proxy.server'

const post = (headers: Record<string, string>) =>
  new Request('http://site.example/zapi/account/consent', { method: 'POST', headers })

describe('isCrossSite', () => {
  it('accepts same-origin requests', () => {
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-origin' }))).toBe(false)
    expect(isCrossSite(post({ origin: 'http://site.example', host: 'site.example' }))).toBe(false)
  })

  it('refuses requests another site makes the browser send', () => {
    expect(isCrossSite(post({ 'sec-fetch-site': 'cross-site' }))).toBe(true)
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-site' }))).toBe(true)
    expect(isCrossSite(post({ origin: 'https://evil.example', host: 'site.example' }))).toBe(true)
    expect(isCrossSite(post({ origin: 'null', host: 'site.example' }))).toBe(true)
  })

  it("ignores the caller's X-Forwarded-Host: the server only believes a trusted proxy's", () => {
    const forged = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }
    expect(isCrossSite(post(forged))).toBe(true)
  })
})

describe('refusesCrossSite', () => {
  const crossSite = (path: string, method = 'POST') =>
    new Request(`http://site.example${path}`, { method, headers: { 'sec-fetch-site': 'cross-site' } })

  it('refuses a cross-site post to a call, but not a payment provider posting the browser back', () => {
    expect(refusesCrossSite(crossSite('/zapi/account/consent'))).toBe(true)
    expect(refusesCrossSite(crossSite('/zapi/payment-return/three-d-secure?transactionId=x'))).toBe(
      false,
    )
    expect(refusesCrossSite(crossSite('/zapi/account/consent', 'GET'))).toBe(false)
  })
})

describe('proxyToBackend', () => {
  it('refuses a path the backend could decode into another endpoint, before calling it', async () => {
    for (const path of [
      '/zapi/account/..%2F..%2Foidc%2FselectAccount%2Fform%2Fswitch',
      '/zapi/account/x%2F..%2F..%2Fpayment-method%2Fpaypal',
      '/zapi/account/%252e%252e/x',
    ]) {
      const answer = await proxyToBackend(new Request(`http://site${path}`))
      expect(answer.status).toBe(404)
      expect(await answer.json()).toMatchObject({ code: 'NOT_FOUND' })
    }
  })
})
