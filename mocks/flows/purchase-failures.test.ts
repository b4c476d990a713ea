import { beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS } from '../fixtures/accounts'
import { type MockBrowser, resetMock, signedInBrowser } from '../testing/client'

const STANDARD = 'plan_standard_monthly'

/** Holds an order of the standard plan (PayPay of the no-contract member) and opens its confirm. */
async function heldOrder(
  member: MockBrowser,
  campaignCode: string | null,
  paymentMethodId = 'apm_2001',
) {
  const order = { planId: STANDARD, paymentMethodId, campaignCode, surveyAnswers: [] }
  const held = await member.post(`/zapi/purchase/form/${STANDARD}`, order)
  expect(held.status).toBe(200)
  const confirm = await member.get(`/zapi/internal/plans/${STANDARD}/confirm/screen-data`)
  expect(confirm.body.purchaseToken).toBeTruthy()
  return confirm.body as { purchaseToken: string }
}

const buy = (member: MockBrowser, purchaseToken: string, key?: string) =>
  member.post(
    `/zapi/purchase/${STANDARD}`,
    { purchaseToken, threeDSecureToken: null, threeDSecureTokenKey: null },
    key ? { headers: { 'idempotency-key': key } } : undefined,
  )

describe('purchase failures and idempotency', () => {
  beforeEach(() => resetMock())

  it('a repeated Idempotency-Key gets the first answer and bills once', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.noContract)
    const { purchaseToken } = await heldOrder(member, null)
    const first = await buy(member, purchaseToken, 'purchase.key-0001')
    const again = await buy(member, purchaseToken, 'purchase.key-0001')
    expect([first.status, again.status]).toEqual([200, 200])
    expect(again.body).toEqual(first.body)
    const other = await buy(member, purchaseToken, 'purchase.key-0002')
    expect([other.status, other.body.code]).toEqual([409, 'INVALID_SESSION_FLOW'])
    const history = await member.get('/zapi/internal/mypage/payment-history/screen-data')
    const rows = JSON.stringify(history.body).match(/スタンダードプラン/g) ?? []
    expect(rows).toHaveLength(1)
  })

  it.each([
    ['DUPLICATE', 409, 'DUPLICATE_BILLING'],
    ['TOOFREQUENT', 429, 'PURCHASE_TOO_FREQUENT'],
    ['LOCKFAIL', 500, 'LOCK_OPERATION_FAILED'],
    ['OPERATOR', 500, 'PLAN_OPERATOR_ERROR'],
    ['CARDERROR', 422, 'CARD_REGISTRATION_ERROR'],
    ['UNAVAILABLE', 409, 'PRODUCT_UNAVAILABLE'],
    ['FAIL3DS', 422, 'THREE_D_SECURE_FAILED'],
    ['SESSIONLOST', 409, 'INVALID_SESSION_FLOW'],
  ])('campaign code %s makes the purchase answer %i %s', async (code, status, errorCode) => {
    const member = await signedInBrowser(FIXTURE_EMAILS.noContract)
    const { purchaseToken } = await heldOrder(member, code)
    const answer = await buy(member, purchaseToken)
    expect([answer.status, answer.body.code]).toEqual([status, errorCode])
    if (code === 'TOOFREQUENT') expect(answer.headers.get('retry-after')).toBe('5')
    if (code === 'SESSIONLOST') expect(answer.body.redirectTo).toBe(`/plans/${STANDARD}`)
  })

  it('an ended campaign is refused on the form; a member without methods pays by a 100 % code', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.noContract)
    const ended = await member.post(`/zapi/purchase/verify/${STANDARD}`, {
      planId: STANDARD,
      paymentMethodId: 'apm_2001',
      campaignCode: 'AUTUMN2025',
      surveyAnswers: [],
    })
    expect([ended.status, ended.body.code]).toEqual([422, 'CAMPAIGN_CODE_NOT_APPLICABLE'])

    const newcomer = await signedInBrowser(FIXTURE_EMAILS.unverified)
    const form = await newcomer.get(`/zapi/internal/plans/${STANDARD}/screen-data`)
    const methods = form.body.paymentMethods.map(
      (m: { paymentMethodType: string }) => m.paymentMethodType,
    )
    expect(methods).toEqual(['CampaignCode'])
    const { purchaseToken } = await heldOrder(newcomer, 'FREE30', 'apm_campaign_code')
    expect((await buy(newcomer, purchaseToken)).body.redirectTo).toBe(`/plans/${STANDARD}/complete`)
  })
})
