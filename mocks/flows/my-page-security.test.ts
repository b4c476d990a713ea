import { beforeEach, describe, expect, it } from 'vitest'
import { currentOtp } from '../auth/otp'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS } from '../fixtures/accounts'
import { MockBrowser, resetMock, signedInBrowser } from '../testing/client'

describe('My Page: multi-factor, backup codes, trusted devices, login history', () => {
  beforeEach(() => resetMock())

  it('enables the authenticator app as first factor through the backup codes, then asks for it at sign-in', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    expect((await member.get('/zapi/internal/mypage/multi-factor/screen-data')).body).toEqual({
      multiFactorTypes: [
        { multiFactorType: 'Email', isEnabled: false },
        { multiFactorType: 'OTP', isEnabled: false },
      ],
      isEnabledMultiFactor: false,
    })
    expect(
      (await member.get('/zapi/internal/mypage/multi-factor/backup-code/screen-data')).status,
    ).toBe(409)
    const setUp = (await member.get('/zapi/internal/mypage/multi-factor/otp/screen-data')).body
    expect(setUp.otpauthUri).toContain(`secret=${setUp.secret}`)
    expect(
      (
        await member.post('/zapi/account/enable-multi-factor', {
          multiFactorType: 'OTP',
          secret: setUp.secret,
          token: '000000',
        })
      ).status,
    ).toBe(422)
    const enabled = await member.post('/zapi/account/enable-multi-factor', {
      multiFactorType: 'OTP',
      secret: setUp.secret,
      token: currentOtp(setUp.secret),
    })
    expect(enabled.body).toEqual({ redirectTo: '/mypage/multi-factor/backup-code/generate' })
    const generate = (
      await member.get('/zapi/internal/mypage/multi-factor/backup-code/generate/screen-data')
    ).body
    expect([
      generate.isInitialSetup,
      generate.pendingMultiFactorType,
      generate.backupCodeList.length,
    ]).toEqual([true, 'OTP', 10])
    expect(
      (
        await member.post('/zapi/account/enable-multi-factor/with-backup-code', {
          backupCodeList: ['aaaa-bbbb'],
        })
      ).status,
    ).toBe(409)
    await member.post('/zapi/account/enable-multi-factor/with-backup-code', {
      backupCodeList: generate.backupCodeList,
    })
    expect(
      (
        await member.get(
          '/zapi/internal/mypage/multi-factor/backup-code/generate/complete/screen-data',
        )
      ).body,
    ).toEqual({
      isInitialSetup: true,
      backTo: '/mypage/multi-factor',
    })
    expect(
      (await member.get('/zapi/internal/mypage/multi-factor/backup-code/screen-data')).body
        .backupCodes,
    ).toHaveLength(10)

    const browser = new MockBrowser()
    const signIn = await browser.post('/login', {
      loginMethodType: 'Email',
      value: FIXTURE_EMAILS.standard,
      password: FIXTURE_PASSWORDS.standard,
    })
    expect(signIn.body).toEqual({ redirectTo: '/login/multi-factor' })
    expect(
      (
        await browser.post('/zapi/login/multi-factor/backup-code', {
          value: generate.backupCodeList[0],
        })
      ).status,
    ).toBe(200)
  })

  it('enables e-mail as a further factor only with a verified address, and disables a factor', async () => {
    await resetMock('mfa-all')
    const taro = await signedInBrowser(FIXTURE_EMAILS.multiFactor)
    expect((await taro.get('/zapi/internal/mypage/multi-factor/email/screen-data')).status).toBe(
      409,
    )
    expect(
      (await taro.post('/zapi/account/disable-multi-factor', { multiFactorType: 'SMS' })).body,
    ).toEqual({ redirectTo: '/mypage/multi-factor/complete' })
    expect(
      (await taro.get('/zapi/internal/mypage/multi-factor/complete/screen-data')).body,
    ).toEqual({
      completedAction: 'disable',
      multiFactorType: 'SMS',
      backTo: '/mypage/multi-factor',
    })
    expect(
      (await taro.post('/zapi/account/enable-multi-factor', { multiFactorType: 'SMS' })).body,
    ).toEqual({ redirectTo: '/mypage/multi-factor/complete' })
    const kenta = await signedInBrowser(FIXTURE_EMAILS.unverified)
    const refused = await kenta.post('/zapi/account/enable-multi-factor', {
      multiFactorType: 'Email',
    })
    expect([refused.status, refused.body.redirectTo]).toEqual([409, '/mypage/email/verify'])
  })

  it('regenerates backup codes, the old ones stop working', async () => {
    const taro = await signedInBrowser(FIXTURE_EMAILS.multiFactor)
    const generate = (
      await taro.get('/zapi/internal/mypage/multi-factor/backup-code/generate/screen-data')
    ).body
    expect(generate.isInitialSetup).toBe(false)
    await taro.post('/zapi/account/backup-code-regenerate', {
      backupCodeList: generate.backupCodeList,
    })
    const codes = (await taro.get('/zapi/internal/mypage/multi-factor/backup-code/screen-data'))
      .body.backupCodes
    expect(codes.map((code: { code: string }) => code.code)).toEqual(generate.backupCodeList)
    const browser = new MockBrowser()
    await browser.post('/login', {
      loginMethodType: 'Email',
      value: FIXTURE_EMAILS.multiFactor,
      password: FIXTURE_PASSWORDS.multiFactor,
    })
    expect(
      (await browser.post('/zapi/login/multi-factor/backup-code', { value: '7k2m-9xq4' })).status,
    ).toBe(422)
  })

  it('deletes trusted devices one by one and all at once', async () => {
    const taro = await signedInBrowser(FIXTURE_EMAILS.multiFactor)
    const devices = (
      await taro.get('/zapi/internal/mypage/multi-factor/trusted-device/screen-data')
    ).body.trustedDevices
    expect(devices).toHaveLength(2)
    expect(
      (await taro.delete('/zapi/account/trusted-device', { deviceToken: devices[0].deviceToken }))
        .status,
    ).toBe(204)
    expect(
      (await taro.delete('/zapi/account/trusted-device', { deviceToken: devices[0].deviceToken }))
        .status,
    ).toBe(404)
    expect(
      (await taro.get('/zapi/internal/mypage/multi-factor/trusted-device/screen-data')).body
        .trustedDevices,
    ).toHaveLength(1)
    expect((await taro.delete('/zapi/account/trusted-device/all')).body.redirectTo).toBe(
      '/mypage/multi-factor/trusted-device/bulk-delete/complete',
    )
    expect(
      (await taro.get('/zapi/internal/mypage/multi-factor/trusted-device/screen-data')).body
        .trustedDevices,
    ).toEqual([])
  })

  it('records sign-ins in the login history, newest first', async () => {
    const browser = new MockBrowser()
    await browser.post('/login', {
      loginMethodType: 'Email',
      value: FIXTURE_EMAILS.noContract,
      password: 'Wrong2026!',
    })
    await browser.post('/login', {
      loginMethodType: 'Email',
      value: FIXTURE_EMAILS.noContract,
      password: FIXTURE_PASSWORDS.noContract,
    })
    const { loginHistory, currentIp } = (
      await browser.get('/zapi/internal/mypage/login-history/screen-data')
    ).body
    expect(loginHistory.slice(0, 2).map((item: { result: string }) => item.result)).toEqual([
      'success',
      'failure',
    ])
    expect(loginHistory[0]).toMatchObject({
      deviceInfo: 'Windows',
      browserInfo: 'Chrome 142',
      loginMethod: 'EmailPassword',
    })
    expect(currentIp).toBe('203.0.113.24')
  })

  it('gives the standard member 30 varied sign-ins and a real QR code on the OTP set-up', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const history = (await member.get('/zapi/internal/mypage/login-history/screen-data')).body
      .loginHistory as {
      createdAt: string
      result: string
      loginMethod: string
      multiFactorType: string | null
      deviceInfo: string
      country: string
    }[]
    expect(history).toHaveLength(30)
    const kinds = (pick: (item: (typeof history)[number]) => unknown) =>
      new Set(history.map(pick)).size
    expect(kinds((item) => item.result)).toBe(2)
    expect(kinds((item) => item.loginMethod)).toBe(4)
    expect(kinds((item) => item.multiFactorType)).toBe(4)
    expect(kinds((item) => item.deviceInfo)).toBeGreaterThanOrEqual(6)
    expect(kinds((item) => item.country)).toBeGreaterThanOrEqual(4)
    const times = history.map((item) => Date.parse(item.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))

    const otp = (await member.get('/zapi/internal/mypage/multi-factor/otp/screen-data')).body
    const svg = Buffer.from(otp.qrCodeImage.split(',')[1], 'base64').toString()
    expect(svg).toContain('<svg')
    expect(svg).not.toContain('QR (mock)')
  })
})
