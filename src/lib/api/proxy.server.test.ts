import { describe, expect, it } from 'vitest'
import type { AccountDataExport } from '~generated/api/model'
import { provideEmbeddedBackend } from './backend.server'
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

/** The smallest copy of one's data the contract allows (the site checks every answer against it). */
const EMPTY_DATA_COPY: AccountDataExport = {
  exportedAt: '2026-11-28T10:15:00+09:00',
  accountId: 'acc_1',
  profile: {
    contactEmail: 'hanako.yamada@example.jp',
    isEmailVerified: true,
    isEnabledPassword: true,
    isEnabledMultiFactor: false,
    isEnabledLoginId: false,
    isEnabledEmail: true,
    hasPassword: true,
    loginMethodTypes: ['EmailPassword'],
  },
  policyConsents: [],
  consentOptions: { newsletter: [], privacy: [] },
  contracts: [],
  paymentHistory: [],
  paymentMethods: [],
  loginHistory: [],
  connectedApps: [],
  externalAccounts: [],
  sessions: [],
}

describe('proxyToBackend relays', () => {
  it('the name a file is saved under (Content-Disposition), with the file', async () => {
    const disposition = 'attachment; filename="account-data-2026-11-28.json"'
    provideEmbeddedBackend(() =>
      Promise.resolve(() =>
        Promise.resolve(
          Response.json(EMPTY_DATA_COPY, { headers: { 'Content-Disposition': disposition } }),
        ),
      ),
    )
    const answer = await proxyToBackend(new Request('http://site/zapi/account/data-export'))
    expect(answer.headers.get('content-disposition')).toBe(disposition)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual(EMPTY_DATA_COPY)
  })
})
