import { beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS } from '../fixtures/accounts'
import { lastMessage, MockBrowser, resetMock, setClock, signedInBrowser } from '../testing/client'

describe('My Page: account top and settings', () => {
  beforeEach(() => resetMock())

  it('shows the account top from the fixtures', async () => {
    const hanako = await signedInBrowser(FIXTURE_EMAILS.standard)
    const { body } = await hanako.get('/zapi/internal/mypage/screen-data')
    expect(body.account).toMatchObject({
      familyName: '山田',
      loginId: 'hanako2026',
      hasPassword: true,
      isEnabledMultiFactor: false,
    })
    expect(body.subscriptions).toHaveLength(5)
    expect(
      body.externalAccounts.map((row: { userIdentifierType: string; isLinked: boolean }) => [
        row.userIdentifierType,
        row.isLinked,
      ]),
    ).toEqual([
      ['LINE', true],
      ['Google', false],
      ['Yahoo! JAPAN', false],
    ])
    const kenta = await signedInBrowser(FIXTURE_EMAILS.unverified)
    expect(
      (await kenta.get('/zapi/internal/mypage/screen-data')).body.account.isEmailVerified,
    ).toBe(false)
    const yui = await signedInBrowser(FIXTURE_EMAILS.externalOnly)
    expect(
      (await yui.get('/zapi/internal/mypage/screen-data')).body.account.loginMethodTypes,
    ).toEqual(['EmailAuthCode', 'ExternalAuth'])
  })

  it('edits basic info through the confirm step', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const formData = {
      familyName: '山田',
      givenName: '花子',
      familyNameKana: 'ヤマダ',
      givenNameKana: 'ハナコ',
      sex: '2',
      birthday: '19900415',
      postalCode: '5300001',
      prefecture: 27,
      address: '大阪市北区梅田1-1-1',
      phoneNumber: '0612345678',
    }
    const wrong = await member.post('/zapi/account/edit/confirm', {
      inputtedData: {
        formData: { ...formData, phoneNumber: '06-1234' },
        customAssociatedInfoData: [],
      },
    })
    expect(wrong.body.errors).toEqual([
      {
        field: 'inputtedData.formData.phoneNumber',
        code: 'VALIDATION_ERROR',
        message: '電話番号の形式が正しくありません',
      },
    ])
    await member.post('/zapi/account/edit/confirm', {
      inputtedData: { formData, customAssociatedInfoData: [] },
    })
    const confirm = await member.get('/zapi/internal/mypage/edit/confirm/screen-data')
    expect(confirm.body.inputtedData.formData.address).toBe('大阪市北区梅田1-1-1')
    expect((await member.get('/zapi/internal/mypage/edit/screen-data')).body.draft).not.toBeNull()
    expect((await member.post('/zapi/account/edit', { optionalInfo: formData })).body).toEqual({
      redirectTo: '/mypage/edit/complete',
    })
    expect((await member.get('/zapi/internal/mypage/screen-data')).body.account).toMatchObject({
      prefecture: 27,
      nickname: null,
    })
    expect((await member.get('/zapi/internal/mypage/edit/confirm/screen-data')).body).toEqual({
      redirectTo: '/mypage/edit',
    })
  })

  it('saves a profile image and shows it back as it was sent, then removes it', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const image =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
    expect(
      (await member.post('/zapi/account/profile-image', { profileImage: image })).body,
    ).toEqual({ redirectTo: '/mypage/profile/edit/complete' })
    expect((await member.get('/zapi/internal/mypage/profile/edit/screen-data')).body).toEqual({
      profileImageUrl: image,
    })
    expect(
      (await member.get('/zapi/internal/account-header/screen-data')).body.profileImageUrl,
    ).toBe(image)
    expect(
      (await member.get('/zapi/internal/mypage/screen-data')).body.account.profileImageUrl,
    ).toBe(image)
    const gif = await member.post('/zapi/account/profile-image', {
      profileImage: 'data:image/svg+xml;base64,PHN2Zy8+',
    })
    expect([gif.status, gif.body.errors[0].field]).toEqual([400, 'profileImage'])
    await member.post('/zapi/account/profile-image', { profileImage: null })
    expect(
      (await member.get('/zapi/internal/mypage/profile/edit/screen-data')).body.profileImageUrl,
    ).toBeNull()
  })

  it('sends the native app from the profile-image page back to the account top', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    member.userAgent = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/142.0 Mobile PVS/3/12'
    expect((await member.get('/zapi/internal/mypage/profile/edit/screen-data')).body).toEqual({
      redirectTo: '/mypage',
    })
  })

  it('looks postal codes up: one address, several, none', async () => {
    const browser = new MockBrowser()
    expect((await browser.get('/zapi/postal-code/1500002')).body.results).toEqual([
      { prefectureCode: 13, city: '渋谷区', town: '渋谷', allAddress: '東京都渋谷区渋谷' },
    ])
    expect((await browser.get('/zapi/postal-code/0600000')).body.results).toHaveLength(3)
    const none = await browser.get('/zapi/postal-code/9999999')
    expect([none.status, none.body.code]).toEqual([422, 'POSTAL_CODE_LOOKUP_FAILED'])
    expect((await browser.get('/zapi/postal-code/150-0002')).status).toBe(400)
  })

  it('toggles a consent and keeps the new value', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const answer = await member.post('/zapi/account/consent', {
      consentOptionId: 'co_privacy_analytics',
      key: 'analytics',
      value: true,
    })
    expect(answer.body.consent.value).toBe(true)
    const privacy = await member.get('/zapi/internal/mypage/consent/screen-data?type=privacy')
    expect(
      privacy.body.consents.find((consent: { key: string }) => consent.key === 'analytics').value,
    ).toBe(true)
    expect(privacy.body.privacyPolicy).toEqual({
      url: 'https://www.example.jp/privacy',
      isExternal: true,
    })
    expect(
      (
        await member.post('/zapi/account/consent', {
          consentOptionId: 'co_unknown',
          key: 'x',
          value: true,
        })
      ).status,
    ).toBe(404)
  })

  it('changes the password: old one checked, reuse refused, new one signs in', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const wrongOld = await member.post('/zapi/account/password/edit', {
      oldPassword: 'Nope2026!',
      newPassword: 'Momiji2027#',
    })
    expect([wrongOld.status, wrongOld.body.code]).toEqual([401, 'OLD_PASSWORD_INCORRECT'])
    const reused = await member.post('/zapi/account/password/edit', {
      oldPassword: FIXTURE_PASSWORDS.standard,
      newPassword: 'Sakura2025!',
    })
    expect([reused.status, reused.body.code]).toEqual([422, 'INVALID_PASSWORD_REUSED'])
    expect(
      (
        await member.post('/zapi/account/password/edit', {
          oldPassword: FIXTURE_PASSWORDS.standard,
          newPassword: 'Momiji2027#',
        })
      ).status,
    ).toBe(200)
    const signIn = await new MockBrowser().post('/login', {
      loginMethodType: 'Email',
      value: FIXTURE_EMAILS.standard,
      password: 'Momiji2027#',
    })
    expect(signIn.status).toBe(200)
  })

  it('asks for re-authentication on sensitive pages 30 minutes after sign-in', async () => {
    const start = new Date('2026-11-22T01:00:00Z')
    await setClock(start)
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    expect(
      (await member.get('/zapi/internal/mypage/password/edit/screen-data')).body.passwordStrength,
    ).toBe('UPPER_CASE')
    await setClock(new Date(start.getTime() + 31 * 60 * 1000))
    expect((await member.get('/zapi/internal/mypage/password/edit/screen-data')).body).toEqual({
      redirectTo: '/mypage/reauthorize?returnTo=%2Fmypage%2Fpassword%2Fedit',
    })
    const call = await member.post('/zapi/account/login-method', { method: 'loginIdOnly' })
    expect([call.status, call.body.code]).toEqual([401, 'UNAUTHORIZED'])
    expect(
      (await member.get('/zapi/internal/mypage/reauthorize/screen-data')).body.methods,
    ).toEqual(['password', 'authCode'])
    expect((await member.post('/zapi/account/reauthorize', { password: 'wrong' })).status).toBe(422)
    const answer = await member.post('/zapi/account/reauthorize', {
      password: FIXTURE_PASSWORDS.standard,
      returnTo: '/mypage/password/edit',
    })
    expect(answer.body).toEqual({ redirectTo: '/mypage/password/edit' })
    expect((await member.get('/zapi/internal/mypage/password/edit/screen-data')).status).toBe(200)
  })

  it('re-authenticates a member without password by e-mailed code', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.externalOnly)
    const screen = await member.get('/zapi/internal/mypage/reauthorize/screen-data')
    expect(screen.body.methods).toEqual(['authCode'])
    const code = (await lastMessage(FIXTURE_EMAILS.externalOnly, 'reauthorize'))?.code
    expect((await member.post('/zapi/account/reauthorize/re-send-auth-code')).status).toBe(429)
    expect((await member.post('/zapi/account/reauthorize', { authCode: code })).body).toEqual({
      redirectTo: '/mypage',
    })
    expect((await member.get('/zapi/internal/mypage/password/edit/screen-data')).body).toEqual({
      redirectTo: '/mypage/enable-password',
    })
  })

  it('sets a login ID after checking it is free, and the login method', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.unverified)
    expect((await member.get('/zapi/account/login-id/verify?loginId=hanako2026')).status).toBe(409)
    expect((await member.get('/zapi/account/login-id/verify?loginId=abc')).status).toBe(400)
    expect((await member.get('/zapi/account/login-id/verify?loginId=kenta0302')).status).toBe(204)
    const noId = await member.post('/zapi/account/login-method', { method: 'loginIdOnly' })
    expect(noId.body.code).toBe('LOGIN_ID_NOT_ENABLED')
    expect(
      (await member.post('/zapi/account/login-id/edit', { loginId: 'kenta0302' })).body,
    ).toEqual({})
    expect(
      (
        await member.get(
          '/zapi/internal/mypage/login-id/edit/complete/screen-data?returnTo=%2Fmypage%2Flogin-method',
        )
      ).body,
    ).toEqual({
      backTo: '/mypage/login-method',
      loginId: 'kenta0302',
    })
    expect(
      (await member.post('/zapi/account/login-method', { method: 'loginIdOnly' })).status,
    ).toBe(200)
    expect(
      (await member.get('/zapi/internal/mypage/login-method/complete/screen-data')).body
        .loginMethod,
    ).toBe('loginIdOnly')
    const yui = await signedInBrowser(FIXTURE_EMAILS.externalOnly)
    expect((await yui.post('/zapi/account/login-id/edit', { loginId: 'yui0721' })).status).toBe(422)
  })

  it('changes and verifies the contact e-mail with PIN codes', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.unverified)
    const verify = await member.get('/zapi/internal/mypage/email/verify/screen-data')
    expect(verify.body.pinCodeStatus.sentAt).toBeNull()
    await member.post('/zapi/account/email/send-pin-code', {
      email: FIXTURE_EMAILS.unverified,
      type: 'mailVerify',
    })
    const code = (await lastMessage(FIXTURE_EMAILS.unverified, 'mailVerify'))?.code
    expect((await member.post('/zapi/account/email/verify', { pinCode: code })).body).toEqual({
      redirectTo: '/mypage/email/verify/complete',
    })
    expect((await member.get('/zapi/internal/mypage/email/verify/screen-data')).body).toEqual({
      redirectTo: '/mypage',
    })

    expect(
      (
        await member.post('/zapi/account/email/edit/send-pin-code', {
          email: FIXTURE_EMAILS.standard,
          type: 'mailEdit',
        })
      ).status,
    ).toBe(409)
    expect(
      (
        await member.post('/zapi/account/email/edit/send-pin-code', {
          email: FIXTURE_EMAILS.unverified,
          type: 'mailEdit',
        })
      ).status,
    ).toBe(400)
    await member.post('/zapi/account/email/edit/send-pin-code', {
      email: 'kenta.new@example.jp',
      type: 'mailEdit',
    })
    expect(
      (await member.get('/zapi/internal/mypage/email/edit/pin-code/screen-data')).body.newEmail,
    ).toBe('kenta.new@example.jp')
    const editCode = (await lastMessage('kenta.new@example.jp', 'mailEdit'))?.code
    expect((await member.post('/zapi/account/email/edit', { pinCode: editCode })).status).toBe(200)
    expect(
      (await member.get('/zapi/internal/mypage/email/edit/complete/screen-data')).body.contactEmail,
    ).toBe('kenta.new@example.jp')
  })

  it('sets the TV-profile PIN and consents to the newest terms', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.unverified)
    expect((await member.post('/zapi/account/pinCode/set', { pinCode: '12a4' })).status).toBe(400)
    expect((await member.post('/zapi/account/pinCode/set', { pinCode: '2580' })).body).toEqual({
      redirectTo: '/mypage/pin-code/complete',
    })
    expect((await member.get('/zapi/internal/mypage/pin-code/screen-data')).body).toEqual({
      isPinCodeSet: true,
    })
    const reconsent = await member.get('/zapi/internal/mypage/re-consent/screen-data')
    expect(
      reconsent.body.policies.map((policy: { policyId: string; consentedRevision: number }) => [
        policy.policyId,
        policy.consentedRevision,
      ]),
    ).toEqual([['pol_terms', 2]])
    expect(
      (
        await member.post('/zapi/account/policy/re-consent', {
          policyConsentData: [{ policyId: 'pol_terms', revision: 2, key: 'terms' }],
        })
      ).status,
    ).toBe(409)
    expect(
      (
        await member.post('/zapi/account/policy/re-consent', {
          policyConsentData: [{ policyId: 'pol_terms', revision: 3, key: 'terms' }],
        })
      ).status,
    ).toBe(200)
    expect((await member.get('/zapi/internal/mypage/re-consent/screen-data')).body).toEqual({
      redirectTo: '/mypage',
    })
  })
})
