import { describe, expect, it } from 'vitest'
import type { AccountPaymentMethod } from '~generated/api/model'
import { paymentMethodViews } from './payment-methods'

const NOW = new Date('2026-06-15T03:00:00Z')
const card = (id: string, expireDate: string, isContractUsed = false): AccountPaymentMethod => ({
  accountPaymentMethodId: id,
  paymentMethodType: 'SbpsCredit',
  isContractUsed,
  cardInfo: { cardNumberSuffix: '4242', expireDate, cardbrandCode: 'V' },
  displayName: null,
})

describe('registered payment methods', () => {
  it('marks expired cards and allows deleting only methods no contract uses', () => {
    const views = paymentMethodViews(
      [card('in-use', '202812', true), card('expired', '202605'), card('this-month', '202606')],
      NOW,
    )
    expect(views.map(({ expired, deletable }) => [expired, deletable])).toEqual([
      [false, false],
      [true, true],
      [false, true],
    ])
  })
})
