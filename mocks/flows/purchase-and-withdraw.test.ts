import { beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS } from '../fixtures/accounts'
import { lastMessage, MockBrowser, resetMock, signedInBrowser } from '../testing/client'

type PlanRow = {
  planId: string
  isContractLimitReached: boolean
  isSubscribed: boolean
  salesCount: number
  salesLimit: number | null
}

describe('plans and purchase', () => {
  beforeEach(() => resetMock())

  it('lists plans in every sale state for guests and members', async () => {
    const guest = (await new MockBrowser().get('/zapi/internal/plans/screen-data')).body
    expect(guest.plans.length).toBeGreaterThanOrEqual(12)
    expect(
      new Set(guest.plans.map((plan: { renewSpanUnit: string | null }) => plan.renewSpanUnit)),
    ).toEqual(new Set(['days', 'weeks', 'months', null]))
    expect(new Set(guest.plans.map((plan: { planType: string }) => plan.planType))).toEqual(
      new Set(['subscription', 'purchase', 'rental']),
    )
    const member = (
      await (await signedInBrowser(FIXTURE_EMAILS.standard)).get('/zapi/internal/plans/screen-data')
    ).body
    const family = member.plans.find((plan: PlanRow) => plan.planId === 'plan_family')
    expect([family.isContractLimitReached, family.isSubscribed]).toEqual([true, false])
    expect(
      member.plans.find((plan: PlanRow) => plan.planId === 'plan_standard_monthly').isSubscribed,
    ).toBe(true)
    const guestPlans = (await new MockBrowser().get('/zapi/internal/plans/screen-data')).body.plans
    expect(
      guestPlans.some((plan: PlanRow) => plan.isSubscribed || plan.isContractLimitReached),
    ).toBe(false)
    expect(
      (await new MockBrowser().get('/zapi/internal/plans/plan_standard_monthly/screen-data'))
        .status,
    ).toBe(401)
  })

  it('buys a plan with a free trial: form, verify, confirm, purchase, complete', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.noContract)
    const form = (await member.get('/zapi/internal/plans/plan_premium_monthly/screen-data')).body
    expect(form.plan.survey.questions).toHaveLength(2)
    const order = {
      planId: 'plan_premium_monthly',
      paymentMethodId: 'apm_2001',
      campaignCode: null,
      surveyAnswers: [],
    }
    expect((await member.post('/zapi/purchase/verify/plan_premium_monthly', order)).status).toBe(
      400,
    )
    const answered = { ...order, surveyAnswers: [{ questionId: 'q1', answer: 'SNS' }] }
    const verified = (await member.post('/zapi/purchase/verify/plan_premium_monthly', answered))
      .body
    expect([
      verified.orderVerification.billingAmount,
      verified.orderVerification.freeDays,
      verified.campaign,
    ]).toEqual([0, 14, null])
    expect((await member.post('/zapi/purchase/form/plan_premium_monthly', answered)).body).toEqual({
      redirectTo: '/plans/plan_premium_monthly/confirm',
    })
    expect(
      (await member.get('/zapi/internal/plans/plan_premium_monthly/screen-data')).body.inputtedData
        .paymentMethodId,
    ).toBe('apm_2001')
    const confirm = (
      await member.get('/zapi/internal/plans/plan_premium_monthly/confirm/screen-data')
    ).body
    expect(
      (
        await member.post('/zapi/purchase/plan_premium_monthly', {
          purchaseToken: 'ptk_wrong_token_0000',
        })
      ).body.code,
    ).toBe('INVALID_SESSION_FLOW')
    expect(
      (
        await member.post('/zapi/purchase/plan_premium_monthly', {
          purchaseToken: confirm.purchaseToken,
        })
      ).body,
    ).toEqual({
      redirectTo: '/plans/plan_premium_monthly/complete',
    })
    const complete = (
      await member.get('/zapi/internal/plans/plan_premium_monthly/complete/screen-data')
    ).body
    expect([complete.plan.isSubscribed, complete.continueTo]).toEqual([true, '/mypage/plans'])
    const subscriptions = (await member.get('/zapi/internal/mypage/plans/screen-data')).body
      .subscriptions
    expect(
      subscriptions.map(
        (subscription: { subscriptionStatus: string }) => subscription.subscriptionStatus,
      ),
    ).toEqual(['NEW_TRIAL_CONTRACT'])
    expect(
      (
        await member.post('/zapi/purchase/plan_premium_monthly', {
          purchaseToken: confirm.purchaseToken,
        })
      ).status,
    ).toBe(409)
  })

  it('applies a campaign code and refuses plans that are not on sale or over the limit', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const order = (planId: string, extra: object = {}) => ({
      planId,
      paymentMethodId: 'apm_0001',
      campaignCode: null,
      surveyAnswers: [],
      ...extra,
    })
    const family = await member.post('/zapi/purchase/verify/plan_family', order('plan_family'))
    expect([family.status, family.body.code]).toEqual([409, 'CONTRACT_LIMIT_REACHED'])
    for (const planId of ['plan_theater_premiere', 'plan_music_live', 'plan_summer_special']) {
      expect(
        (await member.post(`/zapi/purchase/verify/${planId}`, order(planId))).body.code,
        planId,
      ).toBe('PRODUCT_UNAVAILABLE')
    }
    const miki = await signedInBrowser(FIXTURE_EMAILS.noContract)
    const campaign = await miki.post(
      '/zapi/purchase/verify/plan_standard_monthly',
      order('plan_standard_monthly', { paymentMethodId: 'apm_2001', campaignCode: 'winter2026' }),
    )
    expect([
      campaign.body.orderVerification.billingAmount,
      campaign.body.campaign.priceAfter,
    ]).toEqual([490, 990])
    const unknown = await miki.post(
      '/zapi/purchase/verify/plan_standard_monthly',
      order('plan_standard_monthly', { paymentMethodId: 'apm_2001', campaignCode: 'NOPE' }),
    )
    expect(unknown.body.code).toBe('CAMPAIGN_CODE_NOT_APPLICABLE')
  })
})

describe('account withdrawal', () => {
  beforeEach(() => resetMock())

  it('is blocked while the member holds contracts', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const screen = (await member.get('/zapi/internal/withdraw/screen-data')).body
    expect([
      screen.subscriptions.length,
      screen.consentOptions,
      screen.subscriptions[0].isWithdraw,
    ]).toEqual([5, [], true])
    expect(
      (
        await member.post('/zapi/account/withdraw/confirm', {
          consent: ['data_deletion'],
          surveyAnswers: [],
        })
      ).body.code,
    ).toBe('ACTIVE_SUBSCRIPTION_EXISTS')
  })

  it('closes the membership with the e-mailed PIN; the member can no longer sign in', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.noContract)
    expect(
      (await member.post('/zapi/account/withdraw/confirm', { consent: [], surveyAnswers: [] }))
        .status,
    ).toBe(400)
    const answers = {
      consent: ['data_deletion', 'purchase_loss'],
      surveyAnswers: [{ questionId: 'wq1', answer: ['料金が高い'] }],
    }
    expect((await member.post('/zapi/account/withdraw/confirm', answers)).body).toEqual({
      redirectTo: '/withdraw/pin-code',
    })
    expect((await member.get('/zapi/internal/withdraw/pin-code/screen-data')).body.email).toBe(
      FIXTURE_EMAILS.noContract,
    )
    const code = (await lastMessage(FIXTURE_EMAILS.noContract, 'withdraw'))?.code
    expect(
      (
        await member.post('/zapi/account/withdraw', {
          pinCode: code === '000000' ? '111111' : '000000',
        })
      ).status,
    ).toBe(422)
    expect((await member.post('/zapi/account/withdraw', { pinCode: code })).body).toEqual({
      redirectTo: '/withdraw/complete',
    })
    expect(member.cookies.has('account_id')).toBe(false)
    expect(
      (await member.get('/zapi/internal/withdraw/complete/screen-data')).body.withdrawnAt,
    ).toMatch(/\+09:00$/)
    expect((await member.get('/zapi/internal/root/screen-data')).body.authId).toBeNull()
    const signIn = await new MockBrowser().post('/login', {
      loginMethodType: 'Email',
      value: FIXTURE_EMAILS.noContract,
      password: FIXTURE_PASSWORDS.noContract,
    })
    expect(signIn.status).toBe(401)
  })
})

describe('connected apps and external accounts', () => {
  beforeEach(() => resetMock())

  it('revokes a connected app', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const { grants } = (await member.get('/zapi/internal/mypage/connections/screen-data')).body
    expect(grants.map((grant: { clientId: string }) => grant.clientId)).toEqual([
      'client_cinemaquiz',
      'client_eigalog',
    ])
    expect(
      (await member.get('/zapi/internal/mypage/connections/client/client_cinemaquiz/screen-data'))
        .body.grant.authorizedScopes,
    ).toHaveLength(3)
    expect((await member.post(`/zapi/oidc/revoke/grant/${grants[0].grantId}`)).status).toBe(200)
    expect(
      (await member.get('/zapi/internal/mypage/connections/client/revoke/complete/screen-data'))
        .body,
    ).toEqual({ clientName: 'シネマクイズ' })
    expect(
      (await member.get('/zapi/internal/mypage/connections/client/client_cinemaquiz/screen-data'))
        .status,
    ).toBe(404)
  })

  it('hides a connected app like the list: in the native app and with connections off', async () => {
    const detail = '/zapi/internal/mypage/connections/client/client_cinemaquiz/screen-data'
    const inApp = await signedInBrowser(FIXTURE_EMAILS.standard)
    inApp.userAgent = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/142.0 Mobile PVS/3/12'
    expect((await inApp.get(detail)).body).toEqual({ redirectTo: '/mypage' })
    await resetMock('connections-off')
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    expect((await member.get(detail)).body).toEqual({ redirectTo: '/mypage' })
  })

  it('unlinks external accounts but never the last way to sign in', async () => {
    const yui = await signedInBrowser(FIXTURE_EMAILS.externalOnly)
    expect(
      (
        await yui.post('/zapi/auth/social/disable', {
          userIdentifierType: 'Google',
          userIdentifierMethod: 'google',
        })
      ).status,
    ).toBe(200)
    expect(
      (await yui.get('/zapi/internal/mypage/social/disable/complete/screen-data')).body
        .externalAccount.userIdentifierType,
    ).toBe('Google')
    const last = await yui.post('/zapi/auth/social/disable', {
      userIdentifierType: 'LINE',
      userIdentifierMethod: 'line',
    })
    expect([last.status, last.body.code]).toEqual([409, 'UNLINK_FAILED'])
  })

  it('signs in and links through the mock provider', async () => {
    const browser = new MockBrowser()
    const authorize = await browser.get(
      '/zapi/internal/auth/authorize/screen-data?userIdentifierType=LINE&socialActionType=login&returnTo=%2Fmypage',
    )
    const callback = await browser.get(
      authorize.body.redirectTo.replace(
        '/auth/callback',
        '/zapi/internal/auth/callback/screen-data',
      ),
    )
    expect(callback.body).toEqual({ redirectTo: '/mypage' })
    expect((await browser.get('/zapi/internal/root/screen-data')).body.authId).toBe(
      'acc_01JDC2TAKAHASHIYUI',
    )

    const hanako = await signedInBrowser(FIXTURE_EMAILS.standard)
    const link = async (type: string) => {
      const start = await hanako.get(
        `/zapi/internal/auth/authorize/screen-data?userIdentifierType=${encodeURIComponent(type)}&socialActionType=enableExternalAuth`,
      )
      return (
        await hanako.get(
          start.body.redirectTo.replace(
            '/auth/callback',
            '/zapi/internal/auth/callback/screen-data',
          ),
        )
      ).body
    }
    expect(await link('Google')).toEqual({ redirectTo: '/social/relate/error' })
    expect(
      (await hanako.get('/zapi/internal/social/relate/error/screen-data')).body.errorCode,
    ).toBe('EXTERNAL_ID_ALREADY_LINKED')
    expect(await link('Yahoo! JAPAN')).toEqual({ redirectTo: '/mypage/social/enable/complete' })
    expect(
      (await hanako.get('/zapi/internal/mypage/social/enable/complete/screen-data')).body
        .externalAccount.userIdentifierName,
    ).toBe('渡辺 翔')
  })
})
