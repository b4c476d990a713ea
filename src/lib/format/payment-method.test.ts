import { describe, expect, it } from 'vitest'
import { formatCardExpiry, formatPaymentMethod } from './payment-method'
import { i18nFor } from '~tests/setup/i18n'

const ja = await i18nFor('ja')
const en = await i18nFor('en')

const card = (cardbrandCode: 'V' | 'M' | 'A' | 'J' | 'D' | 'Unknown') => ({
  paymentMethodType: 'SbpsCredit' as const,
  cardInfo: { cardNumberSuffix: '4242', expireDate: '202812', cardbrandCode },
  displayName: null,
})

describe('formatPaymentMethod', () => {
  it('shows a card as its brand and masked number', () => {
    expect(formatPaymentMethod(ja, card('V'))).toBe('Visa •••• 4242')
    expect(formatPaymentMethod(ja, card('A'))).toBe('American Express •••• 4242')
    expect(formatPaymentMethod(ja, card('D'))).toBe('Diners Club •••• 4242')
    expect(formatPaymentMethod(ja, card('Unknown'))).toBe('クレジットカード •••• 4242')
    expect(formatPaymentMethod(en, card('Unknown'))).toBe('Credit card •••• 4242')
  })

  it("shows another method by the server's name, else by its type", () => {
    const docomo = { paymentMethodType: 'SbpsDocomo' as const, cardInfo: null }
    expect(formatPaymentMethod(ja, { ...docomo, displayName: 'ドコモ払い（本人）' })).toBe(
      'ドコモ払い（本人）',
    )
    expect(formatPaymentMethod(ja, { ...docomo, displayName: null })).toBe('ドコモ払い')
    expect(formatPaymentMethod(en, { ...docomo, displayName: null })).toBe('docomo carrier billing')
  })
})

describe('formatCardExpiry', () => {
  it('shows YYYYMM as MM/YYYY, and nothing for anything else', () => {
    expect(formatCardExpiry('202812')).toBe('12/2028')
    expect(formatCardExpiry('202813')).toBe('')
    expect(formatCardExpiry(null)).toBe('')
  })
})
