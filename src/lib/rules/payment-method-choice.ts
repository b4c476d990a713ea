import type { AccountPaymentMethod, PaymentMethodType } from '~generated/api/model'
import { isCardExpired } from './card-expiry'

/**
 * Why a registered method cannot pay, if it cannot: the plan does not accept its type, or it is a
 * card whose expiry month has ended (02 §5; on a held contract, the card its renewal failed with,
 * typically). Wherever a member chooses a method: a purchase, a contract's payment change.
 */
export type UnchoosableReason = 'notAccepted' | 'expired'

/** `usableTypes`: the types the plan accepts; null where the offered methods are the plan's already. */
export function unchoosableReason(
  method: AccountPaymentMethod,
  usableTypes: readonly PaymentMethodType[] | null,
  now: Date,
): UnchoosableReason | null {
  if (usableTypes && !usableTypes.includes(method.paymentMethodType)) return 'notAccepted'
  if (isCardExpired(method.cardInfo?.expireDate, now)) return 'expired'
  return null
}
