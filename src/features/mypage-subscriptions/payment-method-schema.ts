import * as z from 'zod/mini'
import { ERROR_MESSAGES } from '~/lib/api/error-messages'
import { messageId } from '~/lib/forms/messages'

/** Spec 02 §8: the change sent without a chosen method. */
export const PAYMENT_METHOD_NOT_SELECTED = ERROR_MESSAGES.PAYMENT_METHOD_NOT_SELECTED

/**
 * /mypage/subscription/{id}/payment-method: the registered method that pays the contract from now
 * on (its accountPaymentMethodId, the body's paymentMethodId).
 */
export const changePaymentMethodSchema = () =>
  z.object({
    paymentMethodId: z
      .string()
      .check(z.trim(), z.minLength(1, messageId(PAYMENT_METHOD_NOT_SELECTED))),
  })
