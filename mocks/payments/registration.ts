import type { CardBrandCode, PaymentMethodType, PaymentReturnOutcome } from '~generated/api/model'
import { card, otherMethod } from '../fixtures/payments'
import type { ProviderTransaction } from '../providers/transactions'
import { randomId } from '../state/ids'
import type { MemberAccount, MockState } from '../state/types'

/** Settles a provider transaction: changes the state and answers where the browser goes (303). */
export type Settle = (settlement: {
  transaction: ProviderTransaction
  outcome: PaymentReturnOutcome
  account: MemberAccount
  state: MockState
  now: Date
}) => string

export const REGISTRATION_FAILED_MESSAGE = 'お支払い方法の登録に失敗しました。'
export const THREE_D_SECURE_FAILED_MESSAGE = '本人認証に失敗しました。別のカードをお試しください。'
export const REGISTRATION_CANCELLED_MESSAGE = 'お支払い方法の登録がキャンセルされました。'

/** What a registration transaction registers when the provider accepts. */
export type RegistrationData =
  | { kind: 'card'; brand: CardBrandCode; suffix: string; expireDate: string }
  | { kind: 'method'; paymentMethodType: PaymentMethodType }

export function registerMethod(account: MemberAccount, data: RegistrationData): void {
  const id = randomId('apm', 10)
  account.paymentMethods.push(
    data.kind === 'card'
      ? card(id, data.brand, data.suffix, data.expireDate)
      : otherMethod(id, data.paymentMethodType),
  )
}

/**
 * A payment-method registration back from its provider: registered on success (completion
 * screen), else the refusal shown once on /mypage/payment-method.
 */
export const settleRegistration: Settle = ({ transaction, outcome, account }) => {
  if (outcome === 'success') {
    registerMethod(account, transaction.data as RegistrationData)
    return '/mypage/payment-method/complete'
  }
  account.paymentRegistrationError =
    outcome === 'cancel'
      ? REGISTRATION_CANCELLED_MESSAGE
      : transaction.provider === 'three-d-secure'
        ? THREE_D_SECURE_FAILED_MESSAGE
        : REGISTRATION_FAILED_MESSAGE
  return '/mypage/payment-method'
}
