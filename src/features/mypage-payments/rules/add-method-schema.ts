import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import type { CardBrandCode } from '~generated/api/model'
import { messageId } from '~/lib/forms/messages'
import { isExpiryBeforeThisMonth } from '~/lib/rules/card-expiry'
import { cardBrandOf, cardNumberVerdict, securityCodeLength } from './card-number'

export const METHOD_NOT_SELECTED = msg`支払い方法が選択されていません`
export const CARD_NUMBER_REQUIRED = msg`カード番号を入力してください。`
export const CARD_NUMBER_INVALID = msg`無効なクレジットカード番号です。`
export const CARD_BRAND_NOT_ACCEPTED = msg`このカードブランドはご利用いただけません。`
export const EXPIRY_REQUIRED = msg`有効期限を選択してください。`
export const EXPIRY_PAST = msg`有効期限が切れています。`
export const SECURITY_CODE_REQUIRED = msg`セキュリティコードを入力してください。`
export const SECURITY_CODE_3 = msg`セキュリティコードは3桁の半角数字で入力してください。`
export const SECURITY_CODE_4 = msg`セキュリティコードは4桁の半角数字で入力してください。`

/** The add section's values as typed: the chosen method and the card (digits only). */
export interface AddMethodValues {
  /** The chosen AddablePaymentMethod's paymentMethodType, '' for none. */
  method: string
  cardNumber: string
  expiryMonth: string
  expiryYear: string
  securityCode: string
}

export const EMPTY_ADD_METHOD: AddMethodValues = {
  method: '',
  cardNumber: '',
  expiryMonth: '',
  expiryYear: '',
  securityCode: '',
}

export interface AddMethodRules {
  /** The methods registered with the card form (registrationKind creditCard). */
  cardMethods: readonly string[]
  acceptedCardBrands: readonly CardBrandCode[]
  now: Date
}

/**
 * The add section (spec 02 §5, §8): a method must be chosen ('支払い方法が選択されていません'); for a
 * card, a number of a length its brand issues passing Luhn ('無効なクレジットカード番号です。') of a
 * brand the store accepts, an expiry not before this month and a security code of the brand's length.
 */
export function addMethodSchema({ cardMethods, acceptedCardBrands, now }: AddMethodRules) {
  return z
    .object({
      method: z.string().check(z.minLength(1, messageId(METHOD_NOT_SELECTED))),
      cardNumber: z.string(),
      expiryMonth: z.string(),
      expiryYear: z.string(),
      securityCode: z.string(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (!cardMethods.includes(values.method)) return
        const issue = (path: keyof AddMethodValues, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message })
        const digits = values.cardNumber
        const brand = cardBrandOf(digits)
        const verdict = cardNumberVerdict(digits)
        if (digits === '') issue('cardNumber', messageId(CARD_NUMBER_REQUIRED))
        else if (verdict === 'invalid') issue('cardNumber', messageId(CARD_NUMBER_INVALID))
        else if (verdict === 'otherBrand' || brand === null || !acceptedCardBrands.includes(brand))
          issue('cardNumber', messageId(CARD_BRAND_NOT_ACCEPTED))
        if (values.expiryMonth === '' || values.expiryYear === '')
          issue('expiryMonth', messageId(EXPIRY_REQUIRED))
        else if (isExpiryBeforeThisMonth(values.expiryYear, values.expiryMonth, now))
          issue('expiryMonth', messageId(EXPIRY_PAST))
        const length = securityCodeLength(brand)
        if (values.securityCode === '') issue('securityCode', messageId(SECURITY_CODE_REQUIRED))
        else if (!new RegExp(`^\\d{${length}}$`).test(values.securityCode))
          issue('securityCode', messageId(length === 4 ? SECURITY_CODE_4 : SECURITY_CODE_3))
      }),
    )
}
