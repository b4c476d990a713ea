import type { Subscription, SubscriptionStatus } from '~generated/api/model'
import { mockBackend } from '../state/backend-state'
import type { MemberAccount, SubscriptionRecord } from '../state/types'
import { paymentMethodView } from './payments'

const CONTRACT: SubscriptionStatus[] = [
  'NEW_CONTRACT',
  'ONGOING_CONTRACT',
  'TRIAL_TO_PAID',
  'RE_CONTRACT',
  'HOLD_RELEASED',
  'TRIAL_HOLD_RELEASED',
]
const TRIAL: SubscriptionStatus[] = ['NEW_TRIAL_CONTRACT']
const CANCEL_REQUEST: SubscriptionStatus[] = [
  'HOLD_CANCEL_REQUEST',
  'TRIAL_HOLD_CANCEL_REQUEST',
  'CANCEL_REQUEST',
  'TRIAL_CANCEL_REQUEST',
]
const HOLD: SubscriptionStatus[] = ['HOLD', 'TRIAL_HOLD']

export const isActiveContract = (status: SubscriptionStatus) =>
  CONTRACT.includes(status) || TRIAL.includes(status)
export const isCancelRequested = (status: SubscriptionStatus) => CANCEL_REQUEST.includes(status)
export const isHeld = (status: SubscriptionStatus) => HOLD.includes(status)
export const isEnded = (status: SubscriptionStatus) => status === 'CANCELLED'

/** The status a cancellation request moves a contract to, and the one its undo moves it back to. */
export function cancelRequestStatus(status: SubscriptionStatus): SubscriptionStatus {
  if (TRIAL.includes(status)) return 'TRIAL_CANCEL_REQUEST'
  if (status === 'HOLD') return 'HOLD_CANCEL_REQUEST'
  if (status === 'TRIAL_HOLD') return 'TRIAL_HOLD_CANCEL_REQUEST'
  return 'CANCEL_REQUEST'
}

export function restoredStatus(status: SubscriptionStatus): SubscriptionStatus {
  const restored: Partial<Record<SubscriptionStatus, SubscriptionStatus>> = {
    TRIAL_CANCEL_REQUEST: 'NEW_TRIAL_CONTRACT',
    HOLD_CANCEL_REQUEST: 'HOLD',
    TRIAL_HOLD_CANCEL_REQUEST: 'TRIAL_HOLD',
  }
  return restored[status] ?? 'ONGOING_CONTRACT'
}

/**
 * An active, trial or cancel-requested contract whose next settlement day has passed: the renewal
 * (or, for a cancel request, the ending) is being processed, so changes, cancellation and its
 * undo wait. A held contract is not renewing: its renewal failed and waits for the retry.
 */
export function isRenewing(subscription: SubscriptionRecord): boolean {
  const status = subscription.subscriptionStatus
  if (!(isActiveContract(status) || isCancelRequested(status)) || !subscription.nextSettlementDay)
    return false
  return mockBackend.clock.nowMs() >= Date.parse(subscription.nextSettlementDay)
}

export function subscriptionView(
  account: MemberAccount,
  subscription: SubscriptionRecord,
  isWithdraw = false,
): Subscription {
  const { paymentMethodId, ...rest } = subscription
  const method = account.paymentMethods.find(
    (candidate) => candidate.accountPaymentMethodId === paymentMethodId,
  )
  return {
    ...rest,
    accountPaymentMethod: method ? paymentMethodView(account, method) : null,
    isWithdraw,
    isRenewing: isRenewing(subscription),
  }
}

/**
 * The mock's time carries a contract to its end: a cancel-requested contract whose expirationDate
 * has come (by the mock clock) becomes CANCELLED, as the backend's nightly batch would do. Run
 * before every request (mocks/backend.ts), so every page and call agrees; answers whether any
 * contract ended.
 */
export function endLapsedContracts(accounts: readonly MemberAccount[], nowMs: number): boolean {
  let ended = false
  for (const account of accounts)
    for (const subscription of account.subscriptions) {
      const { subscriptionStatus, expirationDate } = subscription
      if (!isCancelRequested(subscriptionStatus) || !expirationDate) continue
      if (Date.parse(expirationDate) > nowMs) continue
      subscription.subscriptionStatus = 'CANCELLED'
      subscription.nextSettlementDay = null
      ended = true
    }
  return ended
}

/** The contracts the member holds (ended ones are left out). */
export const heldSubscriptions = (account: MemberAccount): SubscriptionRecord[] =>
  account.subscriptions.filter((subscription) => !isEnded(subscription.subscriptionStatus))
