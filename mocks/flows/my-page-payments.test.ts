import { beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS } from '../fixtures/accounts'
import { resetMock, signedInBrowser } from '../testing/client'

const STANDARD = 'sub_20260401_0001'
const TRIAL = 'sub_20261115_0002'
const CANCEL_REQUEST = 'sub_20250901_0003'
const HOLD = 'sub_20260115_0004'
const RENEWING = 'sub_20260301_0005'

describe('My Page: payments and subscriptions', () => {
  beforeEach(() => resetMock())

  it('pages through the last year of payment history and opens an invoice', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const { paymentHistory, historySince } = (
      await member.get('/zapi/internal/mypage/payment-history/screen-data')
    ).body
    expect(paymentHistory.lastPage).toBeGreaterThanOrEqual(2)
    expect(paymentHistory.data).toHaveLength(10)
    const last = await member.get(`/zapi/account/payment-history/${paymentHistory.lastPage}`)
    const everyRow = [...paymentHistory.data, ...last.body.data]
    expect(everyRow.every((row: { createdAt: string }) => row.createdAt >= historySince)).toBe(true)
    expect(
      (await member.get(`/zapi/account/payment-history/${paymentHistory.lastPage + 1}`)).status,
    ).toBe(404)
    const paid = paymentHistory.data.find((row: { billingAmount: number }) => row.billingAmount > 0)
    const invoice = (
      await member.get(`/zapi/internal/mypage/invoice/${paid.earningsId}/screen-data`)
    ).body.invoice
    expect(invoice).toMatchObject({
      addressee: FIXTURE_EMAILS.standard,
      honorific: 'NONE',
      businessName: '株式会社シネマストリーム',
    })
    const free = paymentHistory.data.find(
      (row: { billingAmount: number }) => row.billingAmount === 0,
    )
    expect(
      (await member.get(`/zapi/internal/mypage/invoice/${free.earningsId}/screen-data`)).status,
    ).toBe(404)
  })

  it('lists payment methods of every kind and deletes only those no contract uses', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const { paymentMethods } = (
      await member.get('/zapi/internal/mypage/payment-method/screen-data')
    ).body
    const brands = paymentMethods
      .map(
        (method: { cardInfo: { cardbrandCode: string } | null }) => method.cardInfo?.cardbrandCode,
      )
      .filter(Boolean)
    expect(brands).toEqual(['V', 'J', 'M', 'A', 'D'])
    expect(
      paymentMethods.find(
        (method: { accountPaymentMethodId: string }) =>
          method.accountPaymentMethodId === 'apm_0001',
      ).isContractUsed,
    ).toBe(true)
    const inUse = await member.delete('/zapi/account/payment-method/apm_0001')
    expect([inUse.status, inUse.body.code]).toEqual([409, 'PAYMENT_METHOD_IN_USE'])
    expect((await member.delete('/zapi/account/payment-method/apm_0008')).body.code).toBe(
      'PAYMENT_METHOD_CANCEL_PENDING',
    )
    expect((await member.delete('/zapi/account/payment-method/apm_0002')).body).toEqual({
      redirectTo: '/mypage/payment-method/delete/complete',
    })
    expect((await member.delete('/zapi/account/payment-method/apm_0002')).status).toBe(404)
    await member.post('/zapi/account/payment-method/credit', { token: 'tok4111', tokenKey: 'key1' })
    expect(
      (await member.get('/zapi/internal/mypage/payment-method/screen-data')).body.paymentMethods.at(
        -1,
      ).cardInfo.cardNumberSuffix,
    ).toBe('4111')
  })

  it('shows each status group and blocks changes while renewing', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const statuses = (
      await member.get('/zapi/internal/mypage/plans/screen-data')
    ).body.subscriptions.map(
      (subscription: { subscriptionStatus: string }) => subscription.subscriptionStatus,
    )
    expect(statuses).toEqual([
      'ONGOING_CONTRACT',
      'NEW_TRIAL_CONTRACT',
      'CANCEL_REQUEST',
      'HOLD',
      'ONGOING_CONTRACT',
    ])
    expect(
      (await member.get(`/zapi/internal/mypage/subscription/${RENEWING}/screen-data`)).body
        .isRenewing,
    ).toBe(true)
    expect(
      (await member.get(`/zapi/internal/mypage/subscription/${STANDARD}/screen-data`)).body
        .isRenewing,
    ).toBe(false)
    const change = await member.post(`/zapi/subscription/${RENEWING}/change-payment-method`, {
      paymentMethodId: 'apm_0001',
    })
    expect([change.status, change.body.code]).toEqual([409, 'SUBSCRIPTION_RENEWING'])
    expect(
      (await member.post(`/zapi/subscription/${RENEWING}/withdraw`, { surveyAnswers: [] })).body
        .code,
    ).toBe('SUBSCRIPTION_RENEWING')
    expect(
      (await member.get('/zapi/internal/mypage/subscription/sub_unknown/screen-data')).status,
    ).toBe(404)
  })

  it('cancels a contract with its survey, then undoes the cancellation', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const screen = (
      await member.get(
        `/zapi/internal/mypage/subscription/${STANDARD}/withdraw/screen-data?returnTo=%2Fwithdraw`,
      )
    ).body
    expect([screen.mode, screen.survey.surveyName]).toEqual(['withdraw', '解約アンケート'])
    expect(
      (await member.post(`/zapi/subscription/${STANDARD}/withdraw`, { surveyAnswers: [] })).status,
    ).toBe(400)
    const answers = [{ questionId: 'q1', answer: '見たい作品がない' }]
    expect(
      (await member.post(`/zapi/subscription/${STANDARD}/withdraw`, { surveyAnswers: answers }))
        .status,
    ).toBe(200)
    const complete = (
      await member.get(
        `/zapi/internal/mypage/subscription/${STANDARD}/withdraw/complete/screen-data`,
      )
    ).body
    expect([complete.completedAction, complete.backTo]).toEqual(['withdraw', '/withdraw'])
    expect(complete.expirationDate).not.toBeNull()
    expect(
      (await member.post(`/zapi/subscription/${STANDARD}/withdraw`, { surveyAnswers: answers }))
        .body.code,
    ).toBe('SUBSCRIPTION_ALREADY_CANCELLED')

    const restore = (
      await member.get(`/zapi/internal/mypage/subscription/${CANCEL_REQUEST}/withdraw/screen-data`)
    ).body
    expect([restore.mode, restore.restoreUnavailableReason]).toEqual(['restore', null])
    expect((await member.post(`/zapi/subscription/${CANCEL_REQUEST}/withdraw/cancel`)).status).toBe(
      200,
    )
    const detail = (
      await member.get(`/zapi/internal/mypage/subscription/${CANCEL_REQUEST}/screen-data`)
    ).body.subscription
    expect([detail.subscriptionStatus, detail.expirationDate]).toEqual(['ONGOING_CONTRACT', null])
    expect((await member.post(`/zapi/subscription/${TRIAL}/withdraw/cancel`)).body.code).toBe(
      'INVALID_REQUEST',
    )
  })

  it('retries a held payment: refused with the expired card, accepted after changing the method', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const failed = await member.post(`/zapi/subscription/${HOLD}/re-settlement`)
    expect([failed.status, failed.body.code]).toEqual([422, 'RE_SETTLEMENT_FAILED'])
    expect(
      (
        await member.post(`/zapi/subscription/${HOLD}/change-payment-method`, {
          paymentMethodId: 'apm_0010',
        })
      ).body.code,
    ).toBe('PLAN_UNUSABLE_PAYMENT_METHOD')
    expect(
      (
        await member.post(`/zapi/subscription/${HOLD}/change-payment-method`, {
          paymentMethodId: 'apm_0001',
        })
      ).status,
    ).toBe(200)
    const settled = await member.post(`/zapi/subscription/${HOLD}/re-settlement`)
    expect(settled.body.subscription.subscriptionStatus).toBe('HOLD_RELEASED')
    expect((await member.post(`/zapi/subscription/${STANDARD}/re-settlement`)).status).toBe(409)
  })
})
