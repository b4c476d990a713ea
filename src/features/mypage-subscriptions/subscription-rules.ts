import type {
  MypageSubscriptionSubscriptionIdWithdrawScreenData,
  RestoreUnavailableReason,
  Subscription,
} from '~generated/api/model'
import { parseDate } from '~/lib/format/parse-date'
import {
  subscriptionStatusGroup,
  type SubscriptionStatusGroup,
} from '~/lib/rules/subscription-status'

/**
 * What one action of the contract detail page is (spec 02 §2, §4):
 * - 'shown': its link or button is there;
 * - 'renewing': the contract is renewing (now past its next settlement day, by the server's
 *   clock), so in its place the page says why it cannot be done;
 * - 'hidden': it does not apply to the contract's status.
 */
export type ActionState = 'shown' | 'renewing' | 'hidden'

export interface DetailActions {
  /** The billing part: billing amount, next settlement day, payment method (02 §2: hidden for a cancel request). */
  showsBilling: boolean
  /** The link to /payment-method. */
  changePaymentMethod: ActionState
  /** The cancel link to /withdraw: hidden when a cancellation is already requested (02 §4). */
  cancel: ActionState
  /** The continue-plan link to /withdraw in restore mode: only for a cancel request. */
  continuePlan: ActionState
  /** The retry-payment button: only for a held contract. */
  retryPayment: ActionState
}

const whenRenewing = (applies: boolean, isRenewing: boolean): ActionState =>
  !applies ? 'hidden' : isRenewing ? 'renewing' : 'shown'

/**
 * The detail page's actions for a contract's status group and its renewing flag. A held
 * contract's renewal failed, so the server never calls it renewing and its retry stays; an
 * ended one offers nothing.
 */
export function detailActions(
  subscription: Pick<Subscription, 'subscriptionStatus'>,
  isRenewing: boolean,
): DetailActions {
  const group: SubscriptionStatusGroup = subscriptionStatusGroup(subscription.subscriptionStatus)
  const running = group === 'contract' || group === 'trial' || group === 'hold'
  return {
    showsBilling: running,
    changePaymentMethod: whenRenewing(running, isRenewing),
    cancel: whenRenewing(running, isRenewing),
    continuePlan: whenRenewing(group === 'cancelRequest', isRenewing),
    retryPayment: group === 'hold' ? 'shown' : 'hidden',
  }
}

/** The instant a contract's date-time stands for, or null. */
function instantOf(value: string | null | undefined): number | null {
  const parsed = parseDate(value)
  return parsed?.kind === 'instant' ? parsed.epochMs : null
}

const JST_OFFSET_MS = 9 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The last instant a cancellation can be undone: the end (23:59:59.999, Japan time) of the day
 * before the next billing date (spec 02 §2). Null without a valid next billing date.
 */
export function undoDeadline(nextSettlementDay: string | null | undefined): number | null {
  const instant = instantOf(nextSettlementDay)
  if (instant === null) return null
  const local = instant + JST_OFFSET_MS
  const startOfBillingDay = local - (local % DAY_MS) - JST_OFFSET_MS
  return startOfBillingDay - 1
}

/** Whether the undo button works, or why not. */
export type UndoState = 'available' | RestoreUnavailableReason

/**
 * The undo of a requested cancellation (restore mode): renewing first (the server's flag), then
 * the server's reason, then the deadline by `now` — the deadline the screen data gives, else the
 * end of the day before the next billing date — so a page left open past it says so before the
 * server would refuse.
 */
export function undoState(
  screen: Pick<
    MypageSubscriptionSubscriptionIdWithdrawScreenData,
    'isRenewing' | 'restoreAvailableUntil' | 'restoreUnavailableReason'
  > & { subscription: Pick<Subscription, 'nextSettlementDay'> },
  now: number,
): UndoState {
  if (screen.isRenewing) return 'renewing'
  if (screen.restoreUnavailableReason) return screen.restoreUnavailableReason
  const deadline =
    instantOf(screen.restoreAvailableUntil) ?? undoDeadline(screen.subscription.nextSettlementDay)
  if (deadline !== null && now > deadline) return 'deadlinePassed'
  return 'available'
}
