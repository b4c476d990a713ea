import type { AccountPaymentMethod } from '~generated/api/model'
import { isCardExpired } from '~/lib/rules/card-expiry'

export interface PaymentMethodView {
  method: AccountPaymentMethod
  /** A card whose expiry month has ended (the expired message). */
  expired: boolean
  /** No contract uses it, nor one scheduled for cancellation (02 §4): it may be deleted. */
  deletable: boolean
}

export function paymentMethodViews(
  methods: readonly AccountPaymentMethod[],
  now: Date,
): PaymentMethodView[] {
  return methods.map((method) => ({
    method,
    expired: isCardExpired(method.cardInfo?.expireDate, now),
    deletable: !method.isContractUsed,
  }))
}
