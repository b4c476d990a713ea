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

/**
 * Whether the site follows this answer itself (followAnswer) rather than hand the browser to a
 * payment provider: a `flowError` (the notice, before any hand-off), or a page of My Page.
 */
const followedHere = (answer: ScreenEnvelope | undefined) =>
  answer?.flowError !== undefined || answer?.redirectTo?.startsWith('/mypage/') === true

/**
 * The answer of a call that may lead to the provider (a 3-D Secure challenge, PayPal): returned to
 * be followed when the site follows it, else the browser leaves for the provider's page.
 */
function followOrHandOff(answer: ScreenEnvelope | undefined): Promise<ScreenEnvelope | undefined> {
  if (followedHere(answer)) return Promise.resolve(answer)
  goToPaymentProvider(answer?.redirectTo, PAGE)
  return leaving()
}

/**
 * What the add section's submit does for the chosen method (spec 02 §2, §7):
 * - card: the provider's scripts tokenise it in the browser (a token error becomes the field's or
 *   the form's message, 02 §8), then only the tokens go to the backend, whose answer is the
 *   completion or a 3-D Secure challenge page;
 * - link-type: the backend's linkUrl and params are posted as a hidden form;
 * - PayPal: the browser goes to the answer's redirectTo.
 * Answers that leave for a provider never settle; a `flowError` answer (whatever the method) and
 * a My Page answer are returned to be followed.
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
        return followOrHandOff(answer)
      }
      case 'link': {
        const answer = await postAccountPaymentMethodLink({
          paymentMethodType: chosen.paymentMethodType as LinkPaymentMethodType,
        })
        if (answer.flowError) return answer
        if (!postToPaymentProvider(answer.linkUrl, answer.params))
          throw new ApiError(422, { code: 'UNUSABLE_PAYMENT_METHOD' })
        return leaving()
      }
      case 'paypal': {
        return followOrHandOff(await getAccountPaymentMethodPaypal())
      }
      default:
        // The campaign code is entered at purchase; nothing to register (no submit button).
        return undefined
    }
  }
}
