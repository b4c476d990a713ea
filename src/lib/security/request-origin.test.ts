import { describe, expect, it } from 'vitest'
import { clientAddress, isCrossOrigin, publicOrigin } from './request-origin'

const SITE = 'https://account.example'
const post = (headers: Record<string, string>, url = `${SITE}/zapi/account/consent`) =>
  new Request(url, { method: 'POST', headers })

describe('publicOrigin', () => {
  it('is the configured origin, else the one the request was made to', () => {
    const behindBalancer = new Request('http://10.0.0.5:3000/login')
    expect(publicOrigin(behindBalancer, SITE)).toBe(SITE)
    expect(publicOrigin(behindBalancer, undefined)).toBe('http://10.0.0.5:3000')
  })

  it('never reads X-Forwarded-Host or -Proto itself', () => {
    const forged = new Request('http://127.0.0.1:3000/login', {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    })
    expect(publicOrigin(forged, undefined)).toBe('http://127.0.0.1:3000')
  })
})

describe('clientAddress', () => {
  it("is the address srvx resolved, never the caller's X-Forwarded-For", () => {
    const request = new Request(SITE, { headers: { 'x-forwarded-for': '198.51.100.9' } })
    expect(clientAddress(request)).toBeUndefined()
    expect(clientAddress(Object.assign(request, { ip: '192.0.2.7' }))).toBe('192.0.2.7')
  })
})

describe('isCrossOrigin', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'none' }],
    [{ 'sec-fetch-site': 'same-origin', origin: SITE }],
    // HTTP/2 has no Host header, and older browsers send no Fetch Metadata: Origin decides.
    [{ origin: SITE }],
    // No browser page sent it (a script, a relying party's server).
    [{}],
  ])('accepts the site itself: %j', (headers) => {
    expect(isCrossOrigin(post(headers), SITE)).toBe(false)
  })

  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ 'sec-fetch-site': 'cross-site', origin: SITE }],
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    [{ origin: 'http://account.example' }],
    [{ origin: 'https://account.example:8443' }],
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }],
    [{ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }],
  ])('refuses another site: %j', (headers) => {
    expect(isCrossOrigin(post(headers), SITE)).toBe(true)
  })
})
