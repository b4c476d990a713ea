import { SubscriptionStatus } from '~generated/api/model'
import { ok, text, type Body } from './http'
import { mockBackend } from './state/backend-state'
import { addDays, isoJst, startOfDayJst } from './state/dates'
import { isCancelRequested, subscriptionView } from './views/subscriptions'

const STATUSES: readonly string[] = Object.values(SubscriptionStatus)

const problem = (status: number, message: string) => ok({ ok: false, message }, { status })

/**
 * `POST /__mock/subscription`: puts one contract (of any account) in the state a test needs, so
 * every status and the undo's edge cases are reachable (mocks/README.md):
 * - `status`: any SubscriptionStatus; a cancel-request status gets an end date (the next
 *   settlement day) when it has none, any other status loses it;
 * - `nextSettlementInDays`: the next settlement day, that many days from today's midnight in
 *   Japan time by the mock clock (negative or 0: passed, so an active, trial or cancel-requested
 *   contract is renewing), or `nextSettlementDay` at an exact instant (ISO 8601: a time of day
 *   lets the undo deadline, the end of the day before, pass while the contract is not yet
 *   renewing); the end date of a cancel request follows it, unless `expirationInDays` sets it
 *   (days from today's midnight: a cancel request past its next settlement day but not yet at
 *   its end is renewing, while the mock ends one whose end has come, see endLapsedContracts);
 * - `paymentMethodId`: the method paying the contract (null: none, so the undo is impossible).
 * Answers the contract as the site sees it (`Subscription`); 404 for an unknown id.
 */
export function setSubscription(body: Body): Response {
  const id = text(body, 'subscriptionId')
  const owner = mockBackend.state.accounts.find((account) =>
    account.subscriptions.some((candidate) => candidate.subscriptionId === id),
  )
  const subscription = owner?.subscriptions.find((candidate) => candidate.subscriptionId === id)
  if (!owner || !subscription) return problem(404, `No contract ${id}`)

  const status = body.status
  if (status !== undefined && (typeof status !== 'string' || !STATUSES.includes(status)))
    return problem(400, `status must be one of ${STATUSES.join(', ')}`)
  const days = body.nextSettlementInDays
  if (days !== undefined && (typeof days !== 'number' || !Number.isInteger(days)))
    return problem(400, 'nextSettlementInDays must be an integer')
  const at = body.nextSettlementDay
  if (at !== undefined && (typeof at !== 'string' || Number.isNaN(Date.parse(at))))
    return problem(400, 'nextSettlementDay must be an ISO 8601 date-time')
  const expiresIn = body.expirationInDays
  if (expiresIn !== undefined && (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn)))
    return problem(400, 'expirationInDays must be an integer')
  const methodId = body.paymentMethodId
  if (methodId !== undefined && methodId !== null) {
    const known = owner.paymentMethods.some((method) => method.accountPaymentMethodId === methodId)
    if (!known) return problem(400, `paymentMethodId must be null or a method of ${owner.email}`)
  }

  if (typeof status === 'string') subscription.subscriptionStatus = status as SubscriptionStatus
  if (typeof days === 'number')
    subscription.nextSettlementDay = isoJst(addDays(startOfDayJst(mockBackend.now()), days))
  if (typeof at === 'string') subscription.nextSettlementDay = isoJst(Date.parse(at))
  if (methodId !== undefined) subscription.paymentMethodId = methodId as string | null
  if (isCancelRequested(subscription.subscriptionStatus)) {
    if (typeof expiresIn === 'number')
      subscription.expirationDate = isoJst(addDays(startOfDayJst(mockBackend.now()), expiresIn))
    else if (days !== undefined || at !== undefined || !subscription.expirationDate)
      subscription.expirationDate = subscription.nextSettlementDay
  } else if (subscription.subscriptionStatus !== 'CANCELLED') {
    subscription.expirationDate = null
  }
  return ok({ ok: true, subscription: subscriptionView(owner, subscription) })
}
