import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AccountPaymentMethod, CardBrandCode, PaymentMethodType } from '~generated/api/model'

/** Card brands by the contract's code (spec 02 §3), as printed on cards: not translated. */
export const CARD_BRANDS: Record<CardBrandCode, string | null> = {
  V: 'Visa',
  M: 'Mastercard',
  A: 'American Express',
  J: 'JCB',
  D: 'Diners Club',
  Unknown: null,
}

const TYPES: Record<PaymentMethodType, MessageDescriptor> = {
  CampaignCode: msg`キャンペーンコード`,
  PaypalNvp: msg`PayPal`,
  PaypalRest: msg`PayPal`,
  SbpsCredit: msg`クレジットカード`,
  SbpsAuone: msg`au PAY`,
  SbpsAuSimple: msg`auかんたん決済`,
  SbpsDocomo: msg`ドコモ払い`,
  SbpsPaypay: msg`PayPay`,
  SbpsSoftbank: msg`ソフトバンクまとめて支払い`,
  SbpsSoftbankYahoo: msg`ワイモバイルまとめて支払い`,
}

/**
 * A registered payment method in one line: a card as its brand and masked number
 * ('Visa •••• 4242'; 'クレジットカード •••• 4242' for an unknown brand), any other method by the
 * name the server gives it, else the name of its type.
 */
export function formatPaymentMethod(
  i18n: I18n,
  method: Pick<AccountPaymentMethod, 'paymentMethodType' | 'cardInfo' | 'displayName'>,
): string {
  const typeName = i18n._(TYPES[method.paymentMethodType] ?? msg`お支払い方法`)
  const card = method.cardInfo
  if (card) {
    const brand = CARD_BRANDS[card.cardbrandCode] ?? typeName
    return i18n._(
      msg({
        comment: 'A card: its brand, then its last digits after a mask',
        message: `${brand} •••• ${card.cardNumberSuffix}`,
      }),
    )
  }
  return method.displayName || typeName
}

/**
 * A card's expiry (YYYYMM) as MM/YYYY, wherever a registered card is shown; '' when it is not one.
 * Four-digit years like every date of the site (spec 01 §9); only the form's year choices are two
 * digits (spec 02 §5).
 */
export function formatCardExpiry(expireDate: string | null | undefined): string {
  const match = /^(\d{4})(0[1-9]|1[0-2])$/.exec(expireDate ?? '')
  return match ? `${match[2]}/${match[1]}` : ''
}
