import { useLingui } from '@lingui/react/macro'
import type {
  AddablePaymentMethod,
  CreditCardSetting,
  ErrorCode,
  LinkPaymentMethodType,
  ScreenEnvelope,
} from '~generated/api/model'
import {
  getAccountPaymentMethodPaypal,
  postAccountPaymentMethodCredit,
  postAccountPaymentMethodLink,
} from '~generated/api/mypage-payments/mypage-payments'
import { ApiError } from '~/lib/api/api-error'
import { tokenizeCard } from '~/lib/payments/card-provider'
import { goToPaymentProvider, postToPaymentProvider } from '~/lib/payments/provider-handoff'
import type { AddMethodValues } from '../rules/add-method-schema'
import { tokenFailure } from '../rules/token-errors'

const PAGE = '/mypage/payment-method'

/** Never settles: the page is being replaced by the provider's (the button stays busy). */
const leaving = () => new Promise<never>(() => {})

/** An answer's redirectTo that is a page of this site's My Page (followed in the app), else null. */
const sitePage = (answer: ScreenEnvelope | undefined) =>
  answer?.redirectTo?.startsWith('/mypage/') ? answer : null

/**
 * What the add section's submit does for the chosen method (spec 02 §2, §7):
 * - card: the provider's scripts tokenise it in the browser (a token error becomes the field's or
 *   the form's message, 02 §8), then only the tokens go to the backend, whose answer is the
 *   completion or a 3-D Secure challenge page;
 * - link-type: the backend's linkUrl and params are posted as a hidden form;
 * - PayPal: the browser goes to the answer's redirectTo.
 * Answers that leave for a provider never settle; a My Page answer is returned to be followed.
 */
export function useRegisterMethod(
  addable: readonly AddablePaymentMethod[],
  creditCardSetting: CreditCardSetting | null,
) {
  const { t } = useLingui()

  return async (values: AddMethodValues): Promise<ScreenEnvelope | undefined> => {
    const chosen = addable.find((method) => method.paymentMethodType === values.method)
    switch (chosen?.registrationKind) {
      case 'creditCard': {
        if (!creditCardSetting) throw new ApiError(422, { code: 'UNUSABLE_PAYMENT_METHOD' })
        const tokens = await tokenizeCard(creditCardSetting, {
          number: values.cardNumber,
          expiryYear: values.expiryYear,
          expiryMonth: values.expiryMonth,
          securityCode: values.securityCode,
        })
        if (!tokens.ok) {
          const failure = tokenFailure(tokens.errorCode)
          const message = t(failure.message)
          throw new ApiError(422, {
            // The provider's 5-digit code is shown as the failure's code (not one of the backend's).
            code: (failure.code ?? 'CARD_REGISTRATION_ERROR') as ErrorCode,
            message,
            errors: failure.field
              ? [{ field: failure.field, code: 'VALIDATION_ERROR', message }]
              : undefined,
          })
        }
        const answer = await postAccountPaymentMethodCredit({
          token: tokens.card.token,
          tokenKey: tokens.card.tokenKey,
          threeDSecureToken: tokens.threeDSecure?.token ?? null,
          threeDSecureTokenKey: tokens.threeDSecure?.tokenKey ?? null,
        })
        if (sitePage(answer)) return answer
        goToPaymentProvider(answer?.redirectTo, PAGE)
        return leaving()
      }
      case 'link': {
        const answer = await postAccountPaymentMethodLink({
          paymentMethodType: chosen.paymentMethodType as LinkPaymentMethodType,
        })
        if (!postToPaymentProvider(answer.linkUrl, answer.params))
          throw new ApiError(422, { code: 'UNUSABLE_PAYMENT_METHOD' })
        return leaving()
      }
      case 'paypal': {
        const answer = await getAccountPaymentMethodPaypal()
        goToPaymentProvider(answer?.redirectTo, PAGE)
        return leaving()
      }
      default:
        // The campaign code is entered at purchase; nothing to register (no submit button).
        return undefined
    }
  }
}
