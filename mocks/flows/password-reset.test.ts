import { beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS } from '../fixtures/accounts'
import { lastMessage, MockBrowser, outbox, resetMock, setClock } from '../testing/client'

const NEW_PASSWORD = 'Ginkgo2027!'

async function requestLink(browser = new MockBrowser()): Promise<string> {
  expect(
    (await browser.post('/zapi/auth/password/forgot', { email: FIXTURE_EMAILS.standard })).body,
  ).toEqual({
    redirectTo: '/password/forgot/complete',
  })
  const link = (await lastMessage(FIXTURE_EMAILS.standard, 'passwordReset'))?.link ?? ''
  expect(link).toMatch(/^\/password\/reset\?token=rt_/)
  return new URL(link, 'http://site').searchParams.get('token') ?? ''
}

const reset = (browser: MockBrowser, token: string, password = NEW_PASSWORD) =>
  browser.post('/zapi/auth/password/reset', { token, password, passwordConfirm: password })

describe('password reset', () => {
  beforeEach(() => resetMock())

  it('answers the same for an unknown address and e-mails nothing', async () => {
    const browser = new MockBrowser()
    expect(
      (await browser.post('/zapi/auth/password/forgot', { email: 'nobody@example.jp' })).body,
    ).toEqual({
      redirectTo: '/password/forgot/complete',
    })
    expect(await outbox()).toEqual([])
    expect(
      (await browser.get('/zapi/internal/password/forgot/complete/screen-data')).body.email,
    ).toBe('nobody@example.jp')
    expect(
      (await browser.post('/zapi/auth/password/forgot', { email: 'not-an-address' })).status,
    ).toBe(400)
  })

  it('sets a new password once with the e-mailed link; the token is single-use', async () => {
    const browser = new MockBrowser()
    const token = await requestLink(browser)
    expect(
      (await browser.get(`/zapi/internal/password/reset/screen-data?token=${token}`)).body,
    ).toEqual({
      email: FIXTURE_EMAILS.standard,
      passwordStrength: 'UPPER_CASE',
    })
    expect((await browser.get('/zapi/internal/password/reset/screen-data')).body.email).toBeNull()
    const reused = await reset(browser, token, FIXTURE_PASSWORDS.standard)
    expect([reused.status, reused.body.code]).toEqual([422, 'INVALID_PASSWORD_REUSED'])
    expect(
      (
        await browser.post('/zapi/auth/password/reset', {
          token,
          password: NEW_PASSWORD,
          passwordConfirm: 'Other2027!',
        })
      ).status,
    ).toBe(400)
    expect((await reset(browser, token, 'weak')).status).toBe(400)
    const complete = '/zapi/internal/password/reset/complete/screen-data'
    expect((await new MockBrowser().get(complete)).body).toEqual({ redirectTo: '/password/forgot' })
    expect((await reset(browser, token)).body).toEqual({ redirectTo: '/password/reset/complete' })
    expect((await browser.get(complete)).body).toEqual({ loginUrl: '/login' })
    const again = await reset(browser, token, 'Another2027!')
    expect([again.status, again.body.code, again.body.redirectTo]).toEqual([
      422,
      'RESET_TOKEN_INVALID',
      '/password/forgot',
    ])
    const signIn = (password: string) =>
      new MockBrowser().post('/login', {
        loginMethodType: 'Email',
        value: FIXTURE_EMAILS.standard,
        password,
      })
    expect((await signIn(FIXTURE_PASSWORDS.standard)).status).toBe(401)
    expect((await signIn(NEW_PASSWORD)).status).toBe(200)
  })

  it('expires the link after 30 minutes by the mock clock', async () => {
    const start = new Date('2026-11-22T01:00:00Z')
    await setClock(start)
    const token = await requestLink()
    await setClock(new Date(start.getTime() + 31 * 60 * 1000))
    const browser = new MockBrowser()
    const screen = await browser.get(`/zapi/internal/password/reset/screen-data?token=${token}`)
    expect(screen.body.flowError.redirectTo).toBe('/password/forgot')
    expect((await reset(browser, token)).body.code).toBe('RESET_TOKEN_INVALID')
  })

  it('sends the legacy entry points on, query string kept', async () => {
    const browser = new MockBrowser()
    expect((await browser.get('/zapi/internal/newpassword/screen-data?token=abc')).body).toEqual({
      redirectTo: '/password/reset?token=abc',
    })
    expect((await browser.get('/zapi/internal/forgetpassword/screen-data')).body).toEqual({
      redirectTo: '/password/forgot',
    })
  })
})
