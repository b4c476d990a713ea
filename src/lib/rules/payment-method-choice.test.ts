import { describe, expect, it } from 'vitest'
import type { AccountPaymentMethod } from '~generated/api/model'
import { unchoosableReason } from './payment-method-choice'

describe('unchoosableReason', () => {
  const MID_2026 = new Date('2026-06-15T03:00:00Z')
  const card = (expireDate: string): AccountPaymentMethod => ({
    accountPaymentMethodId: 'apm_1',
    paymentMethodType: 'SbpsCredit',
    isContractUsed: true,
    cardInfo: { cardNumberSuffix: '0005', expireDate, cardbrandCode: 'J' },
    displayName: null,
  })
  const paypal: AccountPaymentMethod = {
    accountPaymentMethodId: 'apm_2',
    paymentMethodType: 'PaypalRest',
    isContractUsed: false,
    cardInfo: null,
    displayName: 'PayPal',
  }

  it('refuses a method the plan does not accept, and a card whose expiry month has ended', () => {
    expect(unchoosableReason(paypal, ['SbpsCredit'], MID_2026)).toBe('notAccepted')
    expect(unchoosableReason(card('202605'), ['SbpsCredit'], MID_2026)).toBe('expired')
    expect(unchoosableReason(card('202605'), ['PaypalRest'], MID_2026)).toBe('notAccepted')
  })

  it("without a list of accepted types (a purchase: the methods offered are the plan's), only refuses an expired card", () => {
    expect(unchoosableReason(paypal, null, MID_2026)).toBeNull()
    expect(unchoosableReason(card('202605'), null, MID_2026)).toBe('expired')
  })

  it('lets a card of this month, and an accepted method, be chosen', () => {
    expect(unchoosableReason(card('202606'), ['SbpsCredit'], MID_2026)).toBeNull()
    expect(unchoosableReason(paypal, ['PaypalRest'], MID_2026)).toBeNull()
  })
})
