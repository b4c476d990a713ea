import type { AccountPaymentMethod } from '~generated/api/model'
import { isCardExpired } from './card-expiry'
import { CARD_BRAND_NAMES } from './card-number'

/** How a registered method reads in a list: the card's brand and masked number, else its name. */
export function paymentMethodLabel(method: AccountPaymentMethod | null | undefined): string {
  if (!method) return ''
  const card = method.cardInfo
  if (card) {
    const brand = CARD_BRAND_NAMES[card.cardbrandCode]
    return `${brand ? `${brand} ` : ''}**** ${card.cardNumberSuffix}`.trim()
  }
  return method.displayName ?? method.paymentMethodType
}

export interface PaymentMethodView {
  method: AccountPaymentMethod
  label: string
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
    label: paymentMethodLabel(method),
    expired: isCardExpired(method.cardInfo?.expireDate, now),
    deletable: !method.isContractUsed,
  }))
}
