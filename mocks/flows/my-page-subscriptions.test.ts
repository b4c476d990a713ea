import { beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS } from '../fixtures/accounts'
import { MockBrowser, resetMock, setClock, signedInBrowser } from '../testing/client'

const control = new MockBrowser()

const TRIAL_HOLD = 'sub_20260201_3001'
const NO_METHOD_CANCEL = 'sub_20260201_3002'
const RENEWING_CANCEL = 'sub_20260201_3003'
const STANDARD = 'sub_20260401_0001'

const detail = async (member: MockBrowser, id: string) =>
  (await member.get(`/zapi/internal/mypage/subscription/${id}/screen-data`)).body
const withdrawScreen = async (member: MockBrowser, id: string) =>
  (await member.get(`/zapi/internal/mypage/subscription/${id}/withdraw/screen-data`)).body

describe('My Page subscriptions: every status and the undo cases', () => {
  beforeEach(() => resetMock())

  it('gives the contract-cases member the statuses the standard member lacks', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.contractCases)
    const cards = (await member.get('/zapi/internal/mypage/plans/screen-data')).body.subscriptions
    expect(
      cards.map((card: { subscriptionStatus: string; isRenewing: boolean }) => [
        card.subscriptionStatus,
        card.isRenewing,
      ]),
    ).toEqual([
      ['TRIAL_HOLD', false],
      ['TRIAL_HOLD_CANCEL_REQUEST', false],
      ['CANCEL_REQUEST', true],
      ['TRIAL_TO_PAID', false],
      ['RE_CONTRACT', false],
    ])
  })

  it('releases a trial on hold when the retry is paid', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.contractCases)
    const settled = await member.post(`/zapi/subscription/${TRIAL_HOLD}/re-settlement`)
    expect(settled.body.subscription.subscriptionStatus).toBe('TRIAL_HOLD_RELEASED')
    expect(settled.body.subscription.isRenewing).toBe(false)
  })

  it('refuses the undo without a payment method, and while the contract is renewing', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.contractCases)
    expect(await withdrawScreen(member, NO_METHOD_CANCEL)).toMatchObject({
      mode: 'restore',
      restoreUnavailableReason: 'noPaymentMethod',
    })
    const noMethod = await member.post(`/zapi/subscription/${NO_METHOD_CANCEL}/withdraw/cancel`)
    expect([noMethod.status, noMethod.body.code]).toEqual([422, 'SUBSCRIPTION_UNDO_UNAVAILABLE'])

    expect(await withdrawScreen(member, RENEWING_CANCEL)).toMatchObject({
      mode: 'restore',
      isRenewing: true,
      restoreUnavailableReason: 'renewing',
    })
    const renewing = await member.post(`/zapi/subscription/${RENEWING_CANCEL}/withdraw/cancel`)
    expect([renewing.status, renewing.body.code]).toEqual([409, 'SUBSCRIPTION_RENEWING'])
  })

  it('sets a contract status, next settlement day and payment method through /__mock/subscription', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const set = await control.post('/__mock/subscription', {
      subscriptionId: STANDARD,
      status: 'TRIAL_CANCEL_REQUEST',
      nextSettlementInDays: 5,
    })
    expect(set.status).toBe(200)
    const contract = (await detail(member, STANDARD)).subscription
    expect(contract.subscriptionStatus).toBe('TRIAL_CANCEL_REQUEST')
    expect(contract.expirationDate).toBe(contract.nextSettlementDay)
    expect((await withdrawScreen(member, STANDARD)).restoreUnavailableReason).toBeNull()

    await control.post('/__mock/subscription', { subscriptionId: STANDARD, paymentMethodId: null })
    expect((await withdrawScreen(member, STANDARD)).restoreUnavailableReason).toBe(
      'noPaymentMethod',
    )

    await control.post('/__mock/subscription', {
      subscriptionId: STANDARD,
      status: 'HOLD_RELEASED',
      nextSettlementInDays: 0,
      paymentMethodId: 'apm_0005',
    })
    const released = await detail(member, STANDARD)
    expect([released.subscription.subscriptionStatus, released.isRenewing]).toEqual([
      'HOLD_RELEASED',
      true,
    ])
    expect(released.subscription.expirationDate).toBeNull()
    expect(released.subscription.accountPaymentMethod.accountPaymentMethodId).toBe('apm_0005')
  })

  it('reaches the passed undo deadline on its own with a next settlement day later today', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    await setClock(new Date('2026-12-10T12:00:00+09:00'))
    await control.post('/__mock/subscription', {
      subscriptionId: STANDARD,
      status: 'CANCEL_REQUEST',
      nextSettlementDay: '2026-12-10T18:00:00+09:00',
    })
    const screen = await withdrawScreen(member, STANDARD)
    expect([screen.isRenewing, screen.restoreUnavailableReason]).toEqual([false, 'deadlinePassed'])
    expect(screen.restoreAvailableUntil).toBe('2026-12-09T23:59:59+09:00')
    const undo = await member.post(`/zapi/subscription/${STANDARD}/withdraw/cancel`)
    expect([undo.status, undo.body.code]).toEqual([422, 'SUBSCRIPTION_UNDO_UNAVAILABLE'])
  })

  it('cancels with one answer per question, unanswered optional ones blank', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const answers = [
      { questionId: 'q1', answer: '' },
      { questionId: 'q2', answer: [] },
      { questionId: 'q3', answer: '' },
    ]
    const refused = await member.post(`/zapi/subscription/${STANDARD}/withdraw`, {
      surveyAnswers: answers,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.map((error: { field: string }) => error.field)).toEqual([
      'surveyAnswers.0.answer',
    ])
    answers[0] = { questionId: 'q1', answer: 'その他' }
    const done = await member.post(`/zapi/subscription/${STANDARD}/withdraw`, {
      surveyAnswers: answers,
    })
    expect(done.body.redirectTo).toBe(`/mypage/subscription/${STANDARD}/withdraw/complete`)
  })

  it('refuses an unknown contract, status or payment method', async () => {
    expect((await control.post('/__mock/subscription', { subscriptionId: 'sub_x' })).status).toBe(
      404,
    )
    expect(
      (await control.post('/__mock/subscription', { subscriptionId: STANDARD, status: 'PAUSED' }))
        .status,
    ).toBe(400)
    expect(
      (
        await control.post('/__mock/subscription', {
          subscriptionId: STANDARD,
          paymentMethodId: 'apm_3001',
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await control.post('/__mock/subscription', {
          subscriptionId: STANDARD,
          nextSettlementInDays: 1.5,
        })
      ).status,
    ).toBe(400)
  })
})
