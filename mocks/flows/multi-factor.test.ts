import { beforeEach, describe, expect, it } from 'vitest'
import { currentOtp } from '../auth/otp'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS } from '../fixtures/accounts'
import { MFA_MEMBER_TOTP_SECRET } from '../fixtures/security'
import { lastMessage, MockBrowser, resetMock, setClock } from '../testing/client'

const taro = {
  loginMethodType: 'Email',
  value: FIXTURE_EMAILS.multiFactor,
  password: FIXTURE_PASSWORDS.multiFactor,
}
const TARO_ID = 'acc_01JDA3SATOTARO0815'

const authId = async (browser: MockBrowser) =>
  (await browser.get('/zapi/internal/root/screen-data')).body.authId

async function waitingForSecondFactor(): Promise<MockBrowser> {
  const browser = new MockBrowser()
  const answer = await browser.post('/login?returnTo=%2Fmypage', taro)
  expect(answer.body).toEqual({ redirectTo: '/login/multi-factor' })
  expect([...browser.cookies.keys()]).toEqual(['session_id'])
  return browser
}

describe('second factor at sign-in', () => {
  beforeEach(() => resetMock())

  it('lists the allowed factors, preferred first, with masked destinations', async () => {
    const browser = await waitingForSecondFactor()
    expect(await authId(browser)).toBeNull()
    const { options } = (await browser.get('/zapi/internal/login/multi-factor/screen-data')).body
    expect(options).toEqual([
      { type: 'otp', isPreferred: true, maskedDestination: null },
      { type: 'email', isPreferred: false, maskedDestination: 't****@example.jp' },
      { type: 'backup-code', isPreferred: false, maskedDestination: null },
    ])
    expect((await browser.get('/zapi/internal/login/multi-factor/sms/screen-data')).status).toBe(
      404,
    )
  })

  it('finishes with the authenticator code and returns to the page asked for', async () => {
    const browser = await waitingForSecondFactor()
    expect((await browser.post('/zapi/login/multi-factor/otp', { value: '12345' })).status).toBe(
      400,
    )
    const answer = await browser.post('/zapi/login/multi-factor/otp', {
      value: currentOtp(MFA_MEMBER_TOTP_SECRET),
    })
    expect(answer.body).toEqual({ redirectTo: '/mypage' })
    expect(await authId(browser)).toBe(TARO_ID)
    expect(browser.cookies.has('trusted_device_id')).toBe(false)
  })

  it('sends the e-mail code when its screen opens and checks it', async () => {
    const browser = await waitingForSecondFactor()
    const screen = await browser.get('/zapi/internal/login/multi-factor/email/screen-data')
    expect(screen.body.pinCode.displayName).toBe('確認コード')
    const code = (await lastMessage(FIXTURE_EMAILS.multiFactor, 'multiFactorEmail'))?.code ?? ''
    await browser.get('/zapi/internal/login/multi-factor/email/screen-data')
    expect((await lastMessage(FIXTURE_EMAILS.multiFactor, 'multiFactorEmail'))?.code).toBe(code)
    const refused = await browser.post('/zapi/login/multi-factor/email', {
      value: code === '999999' ? '111111' : '999999',
    })
    expect([refused.status, refused.body.code, refused.body.errors[0].field]).toEqual([
      422,
      'PIN_CODE_ERROR',
      'value',
    ])
    expect((await browser.post('/zapi/login/multi-factor/email', { value: code })).status).toBe(200)
  })

  it('texts the code when SMS is allowed', async () => {
    await resetMock('mfa-all')
    const browser = await waitingForSecondFactor()
    await browser.get('/zapi/internal/login/multi-factor/sms/screen-data')
    const message = await lastMessage('09087654321', 'multiFactorSms')
    expect(message?.channel).toBe('sms')
    expect(
      (await browser.post('/zapi/login/multi-factor/sms', { value: message?.code })).status,
    ).toBe(200)
  })

  it('resends the e-mail or SMS code once the 30-second countdown has run out', async () => {
    await resetMock('mfa-all')
    await setClock(new Date('2026-11-22T10:00:00+09:00'))
    const browser = await waitingForSecondFactor()
    const screen = await browser.get('/zapi/internal/login/multi-factor/sms/screen-data')
    expect(screen.body.pinCode.resendCountdownSeconds).toBe(30)
    const first = await lastMessage('09087654321', 'multiFactorSms')
    const early = await browser.post('/zapi/login/multi-factor/sms/re-send-code', {})
    expect([early.status, early.body.code, early.headers.get('Retry-After')]).toEqual([
      429,
      'RATE_LIMITED',
      '30',
    ])
    await setClock(new Date('2026-11-22T10:00:31+09:00'))
    const resent = await browser.post('/zapi/login/multi-factor/sms/re-send-code', {})
    expect([resent.status, resent.body.resendCountdownSeconds, resent.body.sentAt]).toEqual([
      200,
      30,
      '2026-11-22T10:00:31+09:00',
    ])
    const second = await lastMessage('09087654321', 'multiFactorSms')
    expect(second).not.toEqual(first)
    expect(
      (await browser.post('/zapi/login/multi-factor/sms', { value: second?.code })).status,
    ).toBe(200)
  })

  it('sends no code for otp or backup codes, and nothing without a waiting sign-in', async () => {
    const browser = await waitingForSecondFactor()
    expect((await browser.post('/zapi/login/multi-factor/otp/re-send-code', {})).status).toBe(404)
    const guest = await new MockBrowser().post('/zapi/login/multi-factor/email/re-send-code', {})
    expect([guest.status, guest.body.redirectTo]).toEqual([401, '/login'])
  })

  it('accepts each backup code once and never a used one', async () => {
    const first = await waitingForSecondFactor()
    expect(
      (await first.post('/zapi/login/multi-factor/backup-code', { value: '7k2m-9xq4' })).status,
    ).toBe(200)
    const second = await waitingForSecondFactor()
    expect(
      (await second.post('/zapi/login/multi-factor/backup-code', { value: '7k2m-9xq4' })).status,
    ).toBe(422)
    expect(
      (await second.post('/zapi/login/multi-factor/backup-code', { value: 'p3zt-81wd' })).status,
    ).toBe(422)
  })

  it('remembers the device, so the next sign-in from it skips the second factor', async () => {
    const browser = await waitingForSecondFactor()
    const answer = await browser.post('/zapi/login/multi-factor/otp', {
      value: currentOtp(MFA_MEMBER_TOTP_SECRET),
      rememberDevice: true,
      isPreferred: true,
    })
    expect(
      answer.headers.getSetCookie().find((line) => line.startsWith('trusted_device_id=')),
    ).toContain('Max-Age=')
    const devices = (
      await browser.get('/zapi/internal/mypage/multi-factor/trusted-device/screen-data')
    ).body.trustedDevices
    expect(
      devices.filter((device: { currentDevice: boolean }) => device.currentDevice),
    ).toHaveLength(1)
    await browser.post('/logout')
    expect((await browser.post('/login', taro)).body).toEqual({ redirectTo: '/' })
    expect(await authId(browser)).toBe(TARO_ID)
    const otherBrowser = new MockBrowser()
    expect((await otherBrowser.post('/login', taro)).body).toEqual({
      redirectTo: '/login/multi-factor',
    })
  })

  it('sends a second-factor call without a waiting sign-in back to /login', async () => {
    const answer = await new MockBrowser().post('/zapi/login/multi-factor/otp', { value: '123456' })
    expect([answer.status, answer.body.redirectTo]).toEqual([401, '/login'])
  })
})
