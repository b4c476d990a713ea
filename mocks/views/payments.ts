import type { AccountPaymentMethod, PaymentHistoryItem } from '~generated/api/model'
import { mockBackend } from '../state/backend-state'
import { yearMonth } from '../state/dates'
import type { MemberAccount } from '../state/types'

type StoredMethod = MemberAccount['paymentMethods'][number]

/** Used by a contract that has not ended (a cancellation-pending one included): cannot be deleted. */
export const isContractUsed = (account: MemberAccount, methodId: string): boolean =>
  account.subscriptions.some(
    (subscription) =>
      subscription.paymentMethodId === methodId && subscription.subscriptionStatus !== 'CANCELLED',
  )

export const paymentMethodView = (
  account: MemberAccount,
  method: StoredMethod,
): AccountPaymentMethod => ({
  ...method,
  isContractUsed: isContractUsed(account, method.accountPaymentMethodId),
})

export const paymentMethodsView = (account: MemberAccount): AccountPaymentMethod[] =>
  account.paymentMethods.map((method) => paymentMethodView(account, method))

/** A payment as answered: its method as it is now (a card re-registered since shows its new expiry). */
export function withCurrentMethod(
  account: MemberAccount,
  item: PaymentHistoryItem,
): PaymentHistoryItem {
  const method = item.accountPaymentMethod
  const current =
    method &&
    account.paymentMethods.find(
      (candidate) => candidate.accountPaymentMethodId === method.accountPaymentMethodId,
    )
  return current ? { ...item, accountPaymentMethod: paymentMethodView(account, current) } : item
}

/** A card whose expiry month has ended. */
export function isExpiredCard(method: StoredMethod): boolean {
  const expireDate = method.cardInfo?.expireDate
  return expireDate !== undefined && expireDate < yearMonth(mockBackend.now(), 0)
}
