import { createHash, randomBytes } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS } from '../fixtures/accounts'
import { MockBrowser, resetMock } from '../testing/client'

/** The provider's whole code flow through the mock, as a browser and a relying party see it. */
const REDIRECT_URI = 'https://quiz.example.jp/callback'
const verifier = randomBytes(32).toString('base64url')
const challenge = createHash('sha256').update(verifier).digest('base64url')

function authorizationPath(scope = 'openid profile email'): string {
  const query = new URLSearchParams({
    client_id: 'client_cinemaquiz',
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'st-1',
  })
  return `/oidc/op/auth?${query}`
}

const locationOf = (answer: { headers: Headers }) => answer.headers.get('location') ?? ''

async function follow(browser: MockBrowser, path: string): Promise<string> {
  const answer = await browser.get(path)
  expect(answer.status, JSON.stringify(answer.body)).toBe(303)
  return locationOf(answer)
}

beforeEach(() => resetMock())

describe('the OpenID provider in the mock', () => {
  it('signs in, asks consent, and gives the client a code for the consented scopes', async () => {
    const browser = new MockBrowser()
    expect(await follow(browser, authorizationPath())).toBe('/oidc')
    expect((await browser.get('/zapi/internal/oidc/screen-data')).body.redirectTo).toBe(
      '/oidc/login',
    )
    const login = await browser.get('/zapi/internal/oidc/login/screen-data')
    expect(login.body.client.clientNameJa).toBe('シネマクイズ')
    const signIn = await browser.post('/oidc/login', {
      loginMethodType: 'Email',
      value: FIXTURE_EMAILS.standard,
      password: FIXTURE_PASSWORDS.standard,
    })
    expect(signIn.body.redirectTo).toBe('/oidc/loginInteraction')
    const resume = await follow(browser, '/oidc/loginInteraction')
    expect(resume).toMatch(/^\/oidc\/op\/auth\//)
    expect(await follow(browser, resume)).toBe('/oidc')
    expect((await browser.get('/zapi/internal/oidc/screen-data')).body.redirectTo).toBe(
      '/oidc/consent',
    )
    const consent = await browser.get('/zapi/internal/oidc/consent/screen-data')
    expect(consent.body.scopes.map((s: { required: boolean }) => s.required)).toEqual([
      true,
      true,
      false,
    ])
    const granted = await browser.call(
      'POST',
      '/oidc/consent/form',
      'addScope[]=openid&addScope[]=profile&rejectScope[]=email',
      { form: true },
    )
    // MockBrowser encodes objects; a raw string body is sent as is.
    expect(granted.status).toBe(303)
    const callback = new URL(await follow(browser, locationOf(granted)))
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI)
    expect(callback.searchParams.get('code')).toBeTruthy()
  })

  it('forgets pending interactions on /__mock/reset, so a reset starts clean', async () => {
    const browser = new MockBrowser()
    expect(await follow(browser, authorizationPath())).toBe('/oidc')
    expect((await browser.get('/zapi/internal/oidc/screen-data')).body.redirectTo).toBe(
      '/oidc/login',
    )
    await resetMock()
    // The same browser, its interaction cookie still set: the provider no longer knows it.
    expect((await browser.get('/zapi/internal/oidc/screen-data')).body.redirectTo).toBe(
      '/oidc/error?status=400&type=session_not_found',
    )
  })
})
