import { beforeEach, describe, expect, it } from 'vitest'
import { handleMockRequest } from '../backend'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS } from '../fixtures/accounts'
import { lastMessage, MockBrowser, outbox, resetMock, setClock } from '../testing/client'

const hanako = {
  loginMethodType: 'Email',
  value: FIXTURE_EMAILS.standard,
  password: FIXTURE_PASSWORDS.standard,
}
const wrong = { ...hanako, password: 'Wrong2026!' }

const authId = async (browser: MockBrowser) =>
  (await browser.get('/zapi/internal/root/screen-data')).body.authId

describe('sign-in by password', () => {
  beforeEach(() => resetMock())

  it('signs a member in with the three cookies and the return address', async () => {
    const browser = new MockBrowser()
    const answer = await browser.post('/login?returnTo=%2Fmypage%2Fplans', hanako)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ redirectTo: '/mypage/plans' })
    const cookies = answer.headers.getSetCookie()
    expect(cookies.find((line) => line.startsWith('session_id='))).toMatch(
      /Path=\/; HttpOnly; SameSite=Lax$/,
    )
    expect(cookies.find((line) => line.startsWith('account_id='))).toMatch(
      /^account_id=acc_[^;]+; Path=\/; SameSite=Lax$/,
    )
    expect(cookies.find((line) => line.startsWith('login_alert_id='))).toContain('Max-Age=')
    expect(browser.cookies.get('account_id')).toBe(await authId(browser))
    expect((await browser.get('/zapi/internal/login/screen-data')).body).toEqual({
      redirectTo: '/mypage',
    })
  })

  it('ignores a return address on another site and marks cookies Secure over https', async () => {
    const answer = await handleMockRequest(
      new Request('http://mock.backend/login?returnTo=%2F%2Fevil.example', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify(hanako),
      }),
    )
    expect(await answer.json()).toEqual({ redirectTo: '/' })
    expect(answer.headers.getSetCookie().every((line) => line.includes('; Secure'))).toBe(true)
  })

  it('refuses a wrong password, missing fields and a locked account with the catalogue codes', async () => {
    const browser = new MockBrowser()
    expect((await browser.post('/login', wrong)).body.code).toBe('EMAIL_OR_PASSWORD_INCORRECT')
    expect((await browser.post('/login', { ...hanako, value: '' })).body.code).toBe(
      'EMAIL_NOT_ENTERED',
    )
    expect((await browser.post('/login', { ...hanako, password: '' })).body.code).toBe(
      'PASSWORD_NOT_ENTERED',
    )
    const locked = await browser.post('/login', { ...hanako, value: FIXTURE_EMAILS.locked })
    expect([locked.status, locked.body.code]).toEqual([403, 'LOGIN_PROHIBITED'])
    expect(await authId(browser)).toBeNull()
  })

  it('answers USER_ID_OR_PASSWORD_INCORRECT and accepts login IDs when the store enables them', async () => {
    await resetMock('login-id-on')
    const browser = new MockBrowser()
    expect((await browser.get('/zapi/internal/login/screen-data')).body.loginMethodType).toBe(
      'EmailOrLoginId',
    )
    const failed = await browser.post('/login', {
      loginMethodType: 'EmailOrLoginId',
      value: 'hanako2026',
      password: 'nope',
    })
    expect([failed.status, failed.body.code]).toEqual([401, 'USER_ID_OR_PASSWORD_INCORRECT'])
    const signedIn = await browser.post('/login', {
      loginMethodType: 'EmailOrLoginId',
      value: 'hanako2026',
      password: FIXTURE_PASSWORDS.standard,
    })
    expect(signedIn.status).toBe(200)
    expect(await authId(browser)).toBe('acc_01JD8ZQ4K7M2N5P8R1')
  })

  it('locks the identifier for 10 minutes after 5 failures (429 with Retry-After)', async () => {
    const start = new Date('2026-11-22T01:00:00Z')
    await setClock(start)
    const browser = new MockBrowser()
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await browser.post('/login', wrong)).status).toBe(401)
    const locked = await browser.post('/login', hanako)
    expect([locked.status, locked.body.code]).toEqual([429, 'TRY_AGAIN_LATER'])
    expect(Number(locked.headers.get('Retry-After'))).toBe(600)
    expect(locked.body.retryAfterSeconds).toBe(600)
    await setClock(new Date(start.getTime() + 10 * 60 * 1000))
    expect((await browser.post('/login', hanako)).status).toBe(200)
  })

  it('answers a form post with 303, keeping the failure for the next sign-in screen', async () => {
    const browser = new MockBrowser()
    const failed = await browser.post('/login?returnTo=%2Fmypage', wrong, { form: true })
    expect(failed.status).toBe(303)
    expect(failed.headers.get('Location')).toBe('/login?returnTo=%2Fmypage')
    const screen = await browser.get('/zapi/internal/login/screen-data?returnTo=%2Fmypage')
    expect(screen.body.loginError).toEqual({
      code: 'EMAIL_OR_PASSWORD_INCORRECT',
      message: 'メールアドレスまたはパスワードが正しくありません。',
    })
    expect((await browser.get('/zapi/internal/login/screen-data')).body.loginError).toBeNull()
    const signedIn = await browser.post('/login?returnTo=%2Fmypage', hanako, { form: true })
    expect([signedIn.status, signedIn.headers.get('Location')]).toEqual([303, '/mypage'])
    expect(await authId(browser)).toBe('acc_01JD8ZQ4K7M2N5P8R1')
  })

  it('requires the anti-bot token when the store enables it', async () => {
    await resetMock('anti-bot-on')
    const browser = new MockBrowser()
    expect((await browser.get('/zapi/internal/root/screen-data')).body.antiBot.enabled).toBe(true)
    expect((await browser.post('/login', hanako)).status).toBe(403)
    expect((await browser.post('/login', { ...hanako, token: '03AFcWeA6x9Yb2' })).status).toBe(200)
  })
})

describe('sign-in by e-mailed code and sign-out', () => {
  beforeEach(() => resetMock())

  it('signs in with the code from the outbox, refusing a wrong one', async () => {
    const browser = new MockBrowser()
    const sent = await browser.post('/zapi/account/email/send-pin-code', {
      email: FIXTURE_EMAILS.standard,
      type: 'login',
    })
    expect(sent.body.resendCountdownSeconds).toBe(30)
    expect((await browser.get('/zapi/internal/login/code/screen-data')).body.sentTo).toBe(
      FIXTURE_EMAILS.standard,
    )
    const code = (await lastMessage(FIXTURE_EMAILS.standard, 'login'))?.code
    expect(code).toMatch(/^\d{6}$/)
    const refused = await browser.post('/login', {
      loginMethod: 'AuthCode',
      emailUserId: FIXTURE_EMAILS.standard,
      authCode: code === '000000' ? '111111' : '000000',
    })
    expect(refused.body.code).toBe('USER_CODE_INCORRECT')
    expect(
      (
        await browser.post('/login', {
          loginMethod: 'AuthCode',
          emailUserId: FIXTURE_EMAILS.standard,
          authCode: code,
        })
      ).status,
    ).toBe(200)
    expect(await authId(browser)).toBe('acc_01JD8ZQ4K7M2N5P8R1')
  })

  it('answers the same for an unknown address but sends nothing, and refuses a resend within 30 s', async () => {
    const browser = new MockBrowser()
    expect(
      (
        await browser.post('/zapi/account/email/send-pin-code', {
          email: 'nobody@example.jp',
          type: 'login',
        })
      ).status,
    ).toBe(200)
    expect(await outbox()).toEqual([])
    await browser.post('/zapi/account/email/send-pin-code', {
      email: FIXTURE_EMAILS.standard,
      type: 'login',
    })
    const again = await browser.post('/zapi/account/email/send-pin-code', {
      email: FIXTURE_EMAILS.standard,
      type: 'login',
    })
    expect(again.status).toBe(429)
  })

  it('says when the code was sent, so a reloaded page keeps its countdown and advice (an unknown address alike)', async () => {
    await setClock(new Date('2026-11-22T10:00:00+09:00'))
    for (const email of [FIXTURE_EMAILS.standard, 'nobody@example.jp']) {
      const browser = new MockBrowser()
      const before = await browser.get('/zapi/internal/login/code/screen-data')
      expect([before.body.sentTo, before.body.pinCode.sentAt]).toEqual([null, null])
      await browser.post('/zapi/account/email/send-pin-code', { email, type: 'login' })
      const again = await browser.post('/zapi/account/email/send-pin-code', {
        email,
        type: 'login',
      })
      expect(again.status).toBe(429)
      await setClock(new Date('2026-11-22T10:04:00+09:00'))
      const screen = await browser.get('/zapi/internal/login/code/screen-data')
      expect(screen.body.pinCode).toMatchObject({
        sentAt: '2026-11-22T10:00:00+09:00',
        resendCountdownSeconds: 0,
      })
      await setClock(new Date('2026-11-22T10:00:00+09:00'))
    }
  })

  it('signs out: 204, the member cookies cleared, the visitor a guest again whose logout the logged-out page knows', async () => {
    const browser = new MockBrowser()
    await browser.post('/login', hanako)
    const answer = await browser.post('/logout')
    expect(answer.status).toBe(204)
    const cookies = answer.headers.getSetCookie()
    expect(cookies).toContain('account_id=; Path=/; Max-Age=0; SameSite=Lax')
    // A new guest session, which remembers the logout for the logged-out page.
    expect(cookies).toContainEqual(expect.stringMatching(/^session_id=s_\w+; Path=\/; HttpOnly/))
    expect(browser.cookies.has('login_alert_id')).toBe(true)
    expect(await authId(browser)).toBeNull()
    const loggedOut = await browser.get('/zapi/internal/logout/screen-data')
    expect(loggedOut.body.isSignedIn).toBe(false)
    const guest = await new MockBrowser().get('/zapi/internal/logout/screen-data')
    expect(guest.body).toEqual({ redirectTo: '/' })
    const mypage = await browser.get('/zapi/internal/mypage/screen-data')
    expect([mypage.status, mypage.body.redirectTo]).toEqual([401, '/login?returnTo=%2Fmypage'])
  })

  it('tells the native app, Android and mobile browsers apart by user agent', async () => {
    const browser = new MockBrowser()
    browser.userAgent =
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/142.0 Mobile Safari/537.36 PVS/3/12'
    expect((await browser.get('/zapi/internal/root/screen-data')).body.browser).toEqual({
      isApp: true,
      isAndroid: true,
      isMobile: true,
    })
    expect(
      (await browser.get('/zapi/internal/login/screen-data')).body.allowedExternalIdentityTypes,
    ).toEqual([])
  })
})
