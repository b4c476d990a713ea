import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Subscription, SubscriptionStatus } from '~generated/api/model'
import { parseDate } from '~/lib/format/parse-date'

/** The spec's status groups (02 §4), plus the contract's CANCELLED. */
export type SubscriptionStatusGroup = 'contract' | 'trial' | 'cancelRequest' | 'hold' | 'cancelled'

const GROUPS: Record<SubscriptionStatus, SubscriptionStatusGroup> = {
  NEW_CONTRACT: 'contract',
  ONGOING_CONTRACT: 'contract',
  TRIAL_TO_PAID: 'contract',
  RE_CONTRACT: 'contract',
  HOLD_RELEASED: 'contract',
  TRIAL_HOLD_RELEASED: 'contract',
  NEW_TRIAL_CONTRACT: 'trial',
  HOLD_CANCEL_REQUEST: 'cancelRequest',
  TRIAL_HOLD_CANCEL_REQUEST: 'cancelRequest',
  CANCEL_REQUEST: 'cancelRequest',
  TRIAL_CANCEL_REQUEST: 'cancelRequest',
  HOLD: 'hold',
  TRIAL_HOLD: 'hold',
  CANCELLED: 'cancelled',
}

export function subscriptionStatusGroup(status: SubscriptionStatus): SubscriptionStatusGroup {
  return GROUPS[status]
}

const LABELS: Record<SubscriptionStatusGroup, MessageDescriptor | null> = {
  contract: msg`契約中`,
  trial: msg`無料トライアル中`,
  cancelRequest: msg`解約予定`,
  hold: msg`更新保留中`,
  // Ended contracts are not listed; the spec names no label for them.
  cancelled: null,
}

/** The status label of a contract card: '契約中', '無料トライアル中', '解約予定' or '更新保留中'. */
export function subscriptionStatusLabel(status: SubscriptionStatus): MessageDescriptor | null {
  return LABELS[subscriptionStatusGroup(status)]
}

/** The extra label of a contract past its next settlement day, by the server's clock. */
export function subscriptionSubLabel(
  subscription: Pick<Subscription, 'isRenewing'>,
): MessageDescriptor | null {
  return subscription.isRenewing ? msg`契約更新中` : null
}

/** `now` plus 10 calendar years. */
function tenYearsAfter(now: number): number {
  const limit = new Date(now)
  limit.setUTCFullYear(limit.getUTCFullYear() + 10)
  return limit.getTime()
}

/**
 * Whether an entitlement expiry is shown (02 §9): not when it lies more than 10 years after
 * `now` (such a date stands for "no end"), nor when it is not a date-time.
 */
export function isShownExpiry(expiry: string, now: number): boolean {
  const parsed = parseDate(expiry)
  return parsed?.kind === 'instant' && parsed.epochMs <= tenYearsAfter(now)
}

/**
 * The date a contract shows (02 §9): the end of a contract whose cancellation is requested
 * ('終了日時：date', its expiry, else its next settlement day; none beyond 10 years after `now`),
 * else the next settlement day ('次回決済日：date'); none when it has no date.
 */
export function subscriptionDateLine(
  subscription: Pick<Subscription, 'subscriptionStatus' | 'nextSettlementDay' | 'expirationDate'>,
  now: number = Date.now(),
): { kind: 'ends' | 'nextSettlement'; date: string } | null {
  const { subscriptionStatus, nextSettlementDay, expirationDate } = subscription
  if (subscriptionStatusGroup(subscriptionStatus) === 'cancelRequest') {
    const end = expirationDate ?? nextSettlementDay
    return end && isShownExpiry(end, now) ? { kind: 'ends', date: end } : null
  }
  if (subscriptionStatusGroup(subscriptionStatus) === 'cancelled') return null
  return nextSettlementDay ? { kind: 'nextSettlement', date: nextSettlementDay } : null
}

/**
 * Where a contract card leads (02 §2): its detail, or in withdraw mode (`isWithdraw`) its
 * cancellation page, coming back to /withdraw.
 */
export function subscriptionCardHref(
  subscription: Pick<Subscription, 'subscriptionId' | 'isWithdraw'>,
): string {
  const base = `/mypage/subscription/${encodeURIComponent(subscription.subscriptionId)}`
  return subscription.isWithdraw ? `${base}/withdraw?returnTo=/withdraw` : base
}
