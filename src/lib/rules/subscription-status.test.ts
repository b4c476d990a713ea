import { describe, expect, it } from 'vitest'
import type { SubscriptionStatus } from '~generated/api/model'
import {
  isShownExpiry,
  subscriptionCardHref,
  subscriptionDateLine,
  subscriptionStatusGroup,
  subscriptionStatusLabel,
  subscriptionSubLabel,
} from './subscription-status'

const GROUPS: [string, SubscriptionStatus[]][] = [
  [
    '契約中',
    [
      'NEW_CONTRACT',
      'ONGOING_CONTRACT',
      'TRIAL_TO_PAID',
      'RE_CONTRACT',
      'HOLD_RELEASED',
      'TRIAL_HOLD_RELEASED',
    ],
  ],
  ['無料トライアル中', ['NEW_TRIAL_CONTRACT']],
  [
    '解約予定',
    ['HOLD_CANCEL_REQUEST', 'TRIAL_HOLD_CANCEL_REQUEST', 'CANCEL_REQUEST', 'TRIAL_CANCEL_REQUEST'],
  ],
  ['更新保留中', ['HOLD', 'TRIAL_HOLD']],
]

describe('subscription status labels (spec 02 §4)', () => {
  it.each(GROUPS)('labels %s for each status of its group', (label, statuses) => {
    for (const status of statuses) {
      expect(subscriptionStatusLabel(status)?.message, status).toBe(label)
    }
  })

  it('labels every status but CANCELLED', () => {
    expect(GROUPS.flatMap(([, statuses]) => statuses)).toHaveLength(13)
    expect(subscriptionStatusGroup('CANCELLED')).toBe('cancelled')
    expect(subscriptionStatusLabel('CANCELLED')).toBeNull()
  })

  it('adds 契約更新中 only to a renewing contract', () => {
    expect(subscriptionSubLabel({ isRenewing: true })?.message).toBe('契約更新中')
    expect(subscriptionSubLabel({ isRenewing: false })).toBeNull()
  })
})

describe('subscriptionDateLine', () => {
  const next = '2026-12-01T00:00:00+09:00'
  const end = '2027-01-10T00:00:00+09:00'

  it('shows the next settlement day of an active, trial or held contract', () => {
    for (const subscriptionStatus of ['ONGOING_CONTRACT', 'NEW_TRIAL_CONTRACT', 'HOLD'] as const) {
      expect(
        subscriptionDateLine({ subscriptionStatus, nextSettlementDay: next, expirationDate: null }),
      ).toEqual({ kind: 'nextSettlement', date: next })
    }
  })

  it('shows the end of a contract whose cancellation is requested', () => {
    expect(
      subscriptionDateLine({
        subscriptionStatus: 'CANCEL_REQUEST',
        nextSettlementDay: next,
        expirationDate: end,
      }),
    ).toEqual({ kind: 'ends', date: end })
    expect(
      subscriptionDateLine({
        subscriptionStatus: 'TRIAL_CANCEL_REQUEST',
        nextSettlementDay: next,
        expirationDate: null,
      }),
    ).toEqual({ kind: 'ends', date: next })
  })

  it('shows no end beyond 10 years after now (02 §9)', () => {
    const now = Date.parse('2026-11-22T10:00:00+09:00')
    const endingAt = (expirationDate: string) =>
      subscriptionDateLine(
        { subscriptionStatus: 'CANCEL_REQUEST', nextSettlementDay: next, expirationDate },
        now,
      )
    expect(endingAt('2036-11-22T10:00:00+09:00')).toEqual({
      kind: 'ends',
      date: '2036-11-22T10:00:00+09:00',
    })
    expect(endingAt('2036-11-22T10:00:01+09:00')).toBeNull()
    expect(endingAt('9999-12-31T23:59:59+09:00')).toBeNull()
    expect(isShownExpiry('2036-11-22T10:00:00+09:00', now)).toBe(true)
    expect(isShownExpiry('2036-11-23', now)).toBe(false)
  })

  it('shows nothing without a date, or for an ended contract', () => {
    expect(
      subscriptionDateLine({
        subscriptionStatus: 'ONGOING_CONTRACT',
        nextSettlementDay: null,
        expirationDate: null,
      }),
    ).toBeNull()
    expect(
      subscriptionDateLine({
        subscriptionStatus: 'CANCELLED',
        nextSettlementDay: next,
        expirationDate: end,
      }),
    ).toBeNull()
  })
})

describe('subscriptionCardHref', () => {
  it('leads to the detail, or in withdraw mode to the cancellation coming back to /withdraw', () => {
    expect(subscriptionCardHref({ subscriptionId: 'sub_1', isWithdraw: false })).toBe(
      '/mypage/subscription/sub_1',
    )
    expect(subscriptionCardHref({ subscriptionId: 'sub_1', isWithdraw: true })).toBe(
      '/mypage/subscription/sub_1/withdraw?returnTo=/withdraw',
    )
  })
})
