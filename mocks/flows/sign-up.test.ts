import { beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS } from '../fixtures/accounts'
import { birthdayAged } from '../state/dates'
import { lastMessage, MockBrowser, outbox, resetMock } from '../testing/client'

const EMAIL = 'hina.tanaka@example.jp'
const PASSWORD = 'Hinata2026!'
const CONSENTS = [
  { policyId: 'pol_terms', revision: 3, key: 'terms' },
  { policyId: 'pol_privacy', revision: 2, key: 'privacy' },
]

const formData = (overrides: Record<string, unknown> = {}) => ({
  name: null,
  nameKana: null,
  familyName: '田中',
  givenName: '陽菜',
  familyNameKana: 'タナカ',
  givenNameKana: 'ヒナ',
  nickname: 'ひな',
  sex: '2',
  birthday: '19970612',
  country: 'JP',
  prefecture: 13,
  postalCode: '1500002',
  address: '渋谷区渋谷2-21-1',
  address2: null,
  phoneNumber: '08012345678',
  customAssociatedInfo: [{ id: 'favorite_genre', value: ['movie'] }],
  email: EMAIL,
  socialEmail: null,
  pinCode: null,
  loginId: 'hina0612',
  password: PASSWORD,
  passwordConfirm: PASSWORD,
  policyConsentData: CONSENTS,
  parentalConsentData: [],
  ...overrides,
})

/** A visitor whose address is verified by PIN, on the member-information form. */
async function onTheForm(email = EMAIL): Promise<MockBrowser> {
  const browser = new MockBrowser()
  expect(
    (
      await browser.post('/zapi/signup/email', {
        type: 'signUp',
        email,
        policyConsentData: CONSENTS,
      })
    ).body,
  ).toEqual({
    redirectTo: '/signup/pin-code',
  })
  const code = (await lastMessage(email, 'signUp'))?.code
  expect((await browser.post('/zapi/signup/pin-code', { pinCode: code })).body).toEqual({
    redirectTo: '/signup/form',
  })
  return browser
}

describe('sign-up by e-mail', () => {
  beforeEach(() => resetMock())

  it('goes from the e-mail to a signed-in new member who can sign in again', async () => {
    const browser = new MockBrowser()
    expect((await browser.get('/zapi/internal/signup/screen-data?returnTo=%2Fplans')).body).toEqual(
      { redirectTo: '/signup/auth?returnTo=%2Fplans' },
    )
    expect(
      (await browser.get('/zapi/internal/signup/auth/screen-data')).body.stepBar.steps,
    ).toHaveLength(3)
    expect(
      (await browser.get('/zapi/internal/signup/email/screen-data')).body.policies,
    ).toHaveLength(2)
    expect((await browser.get('/zapi/internal/signup/pin-code/screen-data')).body).toEqual({
      redirectTo: '/signup/email',
    })

    await browser.post('/zapi/signup/email', {
      type: 'signUp',
      email: EMAIL,
      policyConsentData: CONSENTS,
    })
    const pinScreen = await browser.get('/zapi/internal/signup/pin-code/screen-data')
    expect(pinScreen.body.email).toBe(EMAIL)
    const code = (await lastMessage(EMAIL, 'signUp'))?.code
    const wrong = await browser.post('/zapi/signup/pin-code', {
      pinCode: code === '000000' ? '111111' : '000000',
    })
    expect([wrong.status, wrong.body.code]).toEqual([422, 'PIN_CODE_ERROR'])
    await browser.post('/zapi/signup/pin-code', { pinCode: code })

    const form = await browser.get('/zapi/internal/signup/form/screen-data')
    expect(form.body).toMatchObject({
      signupMethod: 'email',
      email: EMAIL,
      isPasswordRequired: true,
      policies: [],
      inputtedData: null,
    })
    expect(form.body.countries.length).toBeGreaterThan(240)
    expect((await browser.post('/zapi/signup/confirm', { inputtedData: formData() })).body).toEqual(
      { redirectTo: '/signup/confirm' },
    )
    const confirm = await browser.get('/zapi/internal/signup/confirm/screen-data')
    expect(confirm.body.inputtedData).toMatchObject({
      familyName: '田中',
      loginId: 'hina0612',
      email: EMAIL,
    })
    expect(confirm.body.inputtedData.password).toBeUndefined()
    expect(confirm.body.countryName).toBe('日本')
    expect(confirm.body.policyConsentData).toEqual(CONSENTS)
    expect(confirm.body.isPasswordRequired).toBe(true)
    expect(
      (await browser.get('/zapi/internal/signup/form/screen-data')).body.inputtedData.givenName,
    ).toBe('陽菜')

    const registered = await browser.post('/zapi/signup', formData())
    expect(registered.body).toEqual({ redirectTo: '/signup/complete' })
    const authId = (await browser.get('/zapi/internal/root/screen-data')).body.authId
    expect(authId).toMatch(/^acc_/)
    expect(browser.cookies.get('account_id')).toBe(authId)
    const complete = await browser.get('/zapi/internal/signup/complete/screen-data')
    expect(complete.body).toMatchObject({
      email: EMAIL,
      isPlanPurchaseOffered: true,
      continueTo: '/mypage',
    })
    expect((await browser.get('/zapi/internal/mypage/screen-data')).body.account.loginId).toBe(
      'hina0612',
    )

    await browser.post('/logout')
    const again = new MockBrowser()
    expect(
      (await again.post('/login', { loginMethodType: 'Email', value: EMAIL, password: PASSWORD }))
        .status,
    ).toBe(200)
    // Registering signs the new member in quietly; only another browser is a new device.
    expect(
      (await outbox())
        .filter((message) => message.to === EMAIL && message.purpose !== 'signUp')
        .map((message) => message.purpose),
    ).toEqual(['newDeviceSignIn'])
    expect((await again.get('/zapi/internal/root/screen-data')).body.authId).toBe(authId)
  })

  it('refuses addresses and login IDs that are taken', async () => {
    const browser = new MockBrowser()
    const email = await browser.post('/zapi/signup/email', {
      type: 'signUp',
      email: FIXTURE_EMAILS.standard,
      policyConsentData: CONSENTS,
    })
    expect([email.status, email.body.code]).toEqual([409, 'ACCOUNT_ALREADY_EXISTS_EMAIL'])
    const external = await browser.post('/zapi/signup/email', {
      type: 'signUp',
      email: FIXTURE_EMAILS.externalOnly,
      policyConsentData: CONSENTS,
    })
    expect(external.body.code).toBe('ACCOUNT_ALREADY_EXISTS_EXTERNAL_EMAIL')
    const unconsented = await browser.post('/zapi/signup/email', {
      type: 'signUp',
      email: EMAIL,
      policyConsentData: [],
    })
    expect(unconsented.body.errors[0]).toMatchObject({
      field: 'policyConsentData',
      message: '同意が必須です。',
    })

    const onForm = await onTheForm()
    const loginId = await onForm.post('/zapi/signup/confirm', {
      inputtedData: formData({ loginId: 'hanako2026' }),
    })
    expect([loginId.status, loginId.body.code, loginId.body.errors[0].field]).toEqual([
      409,
      'ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD',
      'inputtedData.loginId',
    ])
    const reserved = await onForm.post('/zapi/signup/confirm', {
      inputtedData: formData({ loginId: 'support' }),
    })
    expect(reserved.body.code).toBe('ACCOUNT_ALREADY_EXISTS_USER_ID')
  })

  it('tells a guest on the form whether a login ID is free, and nobody else', async () => {
    const verify = (browser: MockBrowser, loginId: string) =>
      browser.get(`/zapi/signup/login-id/verify?loginId=${loginId}`)
    expect((await verify(new MockBrowser(), 'hina0612')).body).toMatchObject({
      flowError: { redirectTo: '/signup' },
    })
    const onForm = await onTheForm()
    expect((await verify(onForm, 'hina0612')).status).toBe(204)
    const taken = await verify(onForm, 'hanako2026')
    expect([taken.status, taken.body.code, taken.body.errors[0].field]).toEqual([
      409,
      'ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD',
      'loginId',
    ])
    expect((await verify(onForm, 'support')).body.code).toBe('ACCOUNT_ALREADY_EXISTS_USER_ID')
    expect((await verify(onForm, 'abc')).status).toBe(400)
  })

  it('checks the form: required fields, kana, password rules and parental consent', async () => {
    const browser = await onTheForm()
    const broken = await browser.post('/zapi/signup/confirm', {
      inputtedData: formData({
        familyName: null,
        givenNameKana: 'ひな',
        password: 'password',
        passwordConfirm: 'different',
      }),
    })
    expect(broken.status).toBe(400)
    expect(
      Object.fromEntries(
        broken.body.errors.map((error: { field: string; message: string }) => [
          error.field,
          error.message,
        ]),
      ),
    ).toEqual({
      'inputtedData.familyName': '姓を入力してください。',
      'inputtedData.givenNameKana': '全角カタカナで入力してください',
      'inputtedData.password': 'パスワードには少なくとも1つの小文字/数字/大文字/記号が必要です。',
      'inputtedData.passwordConfirm': 'パスワードが一致しません',
    })
    const minor = await browser.post('/zapi/signup/confirm', {
      inputtedData: formData({ birthday: birthdayAged(new Date(), 15) }),
    })
    expect(minor.body.errors[0].field).toBe('inputtedData.parentalConsentData')
    const consented = formData({
      birthday: birthdayAged(new Date(), 15),
      parentalConsentData: [
        { consentOptionId: 'pco_guardian', key: 'guardian_consent', value: true },
        { consentOptionId: 'pco_payment', key: 'guardian_payment', value: true },
      ],
    })
    expect((await browser.post('/zapi/signup/confirm', { inputtedData: consented })).status).toBe(
      200,
    )
  })

  it('asks only for e-mail and password when the store uses no optional field', async () => {
    await resetMock('registration-minimal')
    const browser = await onTheForm()
    const form = await browser.get('/zapi/internal/signup/form/screen-data')
    expect(
      Object.values(form.body.registrationSetting.fields).every((rule) => rule === 'NOT_USE'),
    ).toBe(true)
    expect(form.body.countries).toEqual([])
    const minimal = {
      email: EMAIL,
      password: 'simple2026',
      passwordConfirm: 'simple2026',
      policyConsentData: CONSENTS,
      parentalConsentData: [],
    }
    expect((await browser.post('/zapi/signup/confirm', { inputtedData: minimal })).status).toBe(200)
    expect((await browser.post('/zapi/signup', minimal)).status).toBe(200)
  })

  it('starts with the policy step when the store shows policies in advance', async () => {
    await resetMock('policies-in-advance')
    const browser = new MockBrowser()
    expect((await browser.get('/zapi/internal/signup/screen-data')).body.stepBar.steps[0].key).toBe(
      'policy',
    )
    expect((await browser.get('/zapi/internal/signup/auth/screen-data')).body).toEqual({
      redirectTo: '/signup/policy',
    })
    expect(
      (await browser.post('/zapi/signup/policy', { policyConsentData: CONSENTS.slice(0, 1) }))
        .status,
    ).toBe(400)
    expect(
      (
        await browser.post('/zapi/signup/policy', {
          policyConsentData: CONSENTS,
          returnTo: '/plans',
        })
      ).body,
    ).toEqual({
      redirectTo: '/signup/auth?returnTo=%2Fplans',
    })
    const email = await browser.get('/zapi/internal/signup/email/screen-data')
    expect([
      email.body.policies,
      email.body.policyConsentData,
      email.body.stepBar.currentStep,
    ]).toEqual([[], CONSENTS, 2])
  })

  it('signs up through an external account: the form without e-mail step or password', async () => {
    const browser = new MockBrowser()
    const authorize = await browser.get(
      '/zapi/internal/auth/authorize/screen-data?userIdentifierType=Yahoo%21+JAPAN&socialActionType=signup',
    )
    const callback = await browser.get(
      `/zapi/internal${authorize.body.redirectTo.replace('/auth/callback', '/auth/callback/screen-data')}`,
    )
    expect(callback.body).toEqual({ redirectTo: '/signup/form' })
    const form = await browser.get('/zapi/internal/signup/form/screen-data')
    expect(form.body).toMatchObject({
      signupMethod: 'external',
      externalIdentityType: 'Yahoo! JAPAN',
      isPasswordRequired: false,
    })
    expect(form.body.stepBar.steps.map((step: { key: string }) => step.key)).toEqual([
      'form',
      'complete',
    ])
    const data = formData({
      email: null,
      socialEmail: form.body.socialEmail,
      password: undefined,
      passwordConfirm: undefined,
      loginId: null,
    })
    expect((await browser.post('/zapi/signup/confirm', { inputtedData: data })).status).toBe(200)
    const confirm = await browser.get('/zapi/internal/signup/confirm/screen-data')
    expect([confirm.body.isPasswordRequired, confirm.body.policyConsentData]).toEqual([
      false,
      CONSENTS,
    ])
    expect((await browser.post('/zapi/signup', data)).status).toBe(200)
    expect(
      (await browser.get('/zapi/internal/mypage/screen-data')).body.account.loginMethodTypes,
    ).toEqual(['EmailAuthCode', 'ExternalAuth'])
  })
})
