import { describe, expect, it } from 'vitest'
import type { SubscriptionStatus } from '~generated/api/model'
import { detailActions, undoDeadline, undoState } from './subscription-rules'

const RUNNING: SubscriptionStatus[] = [
  'NEW_CONTRACT',
  'ONGOING_CONTRACT',
  'TRIAL_TO_PAID',
  'RE_CONTRACT',
  'HOLD_RELEASED',
  'TRIAL_HOLD_RELEASED',
  'NEW_TRIAL_CONTRACT',
]
const CANCEL_REQUESTED: SubscriptionStatus[] = [
  'HOLD_CANCEL_REQUEST',
  'TRIAL_HOLD_CANCEL_REQUEST',
  'CANCEL_REQUEST',
  'TRIAL_CANCEL_REQUEST',
]
const HELD: SubscriptionStatus[] = ['HOLD', 'TRIAL_HOLD']

describe('detailActions (spec 02 §2, §4)', () => {
  it('offers payment change and cancellation for active and trial contracts, no retry', () => {
    for (const subscriptionStatus of RUNNING) {
      expect(detailActions({ subscriptionStatus }, false), subscriptionStatus).toEqual({
        showsBilling: true,
        changePaymentMethod: 'shown',
        cancel: 'shown',
        continuePlan: 'hidden',
        retryPayment: 'hidden',
      })
    }
  })

  it('hides billing and the cancel link once a cancellation is requested, offering to continue', () => {
    for (const subscriptionStatus of CANCEL_REQUESTED) {
      expect(detailActions({ subscriptionStatus }, false), subscriptionStatus).toEqual({
        showsBilling: false,
        changePaymentMethod: 'hidden',
        cancel: 'hidden',
        continuePlan: 'shown',
        retryPayment: 'hidden',
      })
    }
  })

  it('offers the retry of the payment of a held contract', () => {
    for (const subscriptionStatus of HELD) {
      expect(detailActions({ subscriptionStatus }, false), subscriptionStatus).toMatchObject({
        showsBilling: true,
        changePaymentMethod: 'shown',
        cancel: 'shown',
        retryPayment: 'shown',
      })
    }
  })

  it('blocks payment change, cancellation and the undo while renewing', () => {
    expect(detailActions({ subscriptionStatus: 'ONGOING_CONTRACT' }, true)).toMatchObject({
      showsBilling: true,
      changePaymentMethod: 'renewing',
      cancel: 'renewing',
      continuePlan: 'hidden',
    })
    expect(detailActions({ subscriptionStatus: 'NEW_TRIAL_CONTRACT' }, true).cancel).toBe(
      'renewing',
    )
    expect(detailActions({ subscriptionStatus: 'CANCEL_REQUEST' }, true)).toMatchObject({
      cancel: 'hidden',
      continuePlan: 'renewing',
    })
  })

  it('offers nothing for an ended contract', () => {
    expect(detailActions({ subscriptionStatus: 'CANCELLED' }, false)).toEqual({
      showsBilling: false,
      changePaymentMethod: 'hidden',
      cancel: 'hidden',
      continuePlan: 'hidden',
      retryPayment: 'hidden',
    })
  })
})

describe('the undo window (spec 02 §2: until the day before the next billing date)', () => {
  const next = '2026-12-01T00:00:00+09:00'
  const lastMoment = Date.parse('2026-11-30T23:59:59.999+09:00')

  it('ends with the day before the next billing date, in Japan time', () => {
    expect(undoDeadline(next)).toBe(lastMoment)
    expect(undoDeadline('2026-11-30T15:00:00Z')).toBe(lastMoment)
    expect(undoDeadline('2026-12-01T18:30:00+09:00')).toBe(lastMoment)
    expect(undoDeadline(null)).toBeNull()
  })

  const screen = {
    isRenewing: false,
    restoreAvailableUntil: null,
    restoreUnavailableReason: null,
    subscription: { nextSettlementDay: next },
  }

  it('is available until the deadline, then passed', () => {
    expect(undoState(screen, lastMoment)).toBe('available')
    expect(undoState(screen, lastMoment + 1)).toBe('deadlinePassed')
  })

  it("prefers the server's deadline to the computed one", () => {
    const until = { ...screen, restoreAvailableUntil: '2026-11-29T23:59:59+09:00' }
    expect(undoState(until, Date.parse('2026-11-30T00:00:00+09:00'))).toBe('deadlinePassed')
  })

  it("says renewing first, then the server's reason", () => {
    const early = Date.parse('2026-11-01T00:00:00+09:00')
    expect(
      undoState(
        { ...screen, isRenewing: true, restoreUnavailableReason: 'noPaymentMethod' },
        early,
      ),
    ).toBe('renewing')
    expect(undoState({ ...screen, restoreUnavailableReason: 'noPaymentMethod' }, early)).toBe(
      'noPaymentMethod',
    )
    expect(undoState({ ...screen, restoreUnavailableReason: 'deadlinePassed' }, early)).toBe(
      'deadlinePassed',
    )
  })
})
