import { describe, expect, it } from 'vitest'
import { messageId } from '~/lib/forms/messages'
import {
  addMethodSchema,
  CARD_BRAND_NOT_ACCEPTED,
  CARD_NUMBER_INVALID,
  EMPTY_ADD_METHOD,
  type AddMethodValues,
} from './add-method-schema'

const schema = addMethodSchema({
  cardMethods: ['SbpsCredit'],
  acceptedCardBrands: ['V', 'M', 'A', 'J'],
  now: new Date('2026-06-15T03:00:00Z'),
})

const errors = (values: Partial<AddMethodValues>) =>
  Object.fromEntries(
    (schema.safeParse({ ...EMPTY_ADD_METHOD, ...values }).error?.issues ?? []).map((issue) => [
      issue.path[0],
      issue.message,
    ]),
  )

const visa = {
  method: 'SbpsCredit',
  cardNumber: '4242424242424242',
  expiryYear: '2026',
  expiryMonth: '06',
  securityCode: '123',
}

describe('add a payment method', () => {
  it("says '支払い方法が選択されていません' when no method is chosen", () => {
    expect(Object.keys(errors({}))).toEqual(['method'])
  })

  it('needs nothing more for a method registered elsewhere', () => {
    expect(errors({ method: 'SbpsDocomo' })).toEqual({})
  })

  it('accepts a valid card and refuses Luhn failures, bad lengths and unaccepted brands', () => {
    expect(errors(visa)).toEqual({})
    const refusals = ['4242424242424241', '4242424242424', '6011111111111117'].map((cardNumber) =>
      Object.keys(errors({ ...visa, cardNumber })),
    )
    expect(refusals).toEqual([['cardNumber'], ['cardNumber'], ['cardNumber']])
    // Diners passes the card rules but the store does not accept it here.
    expect(Object.keys(errors({ ...visa, cardNumber: '30569309025904' }))).toEqual(['cardNumber'])
    expect(Object.keys(errors({ ...visa, cardNumber: '' }))).toEqual(['cardNumber'])
  })

  it('takes a 2-series Mastercard and says a brand outside the accepted ones is not accepted', () => {
    expect(errors({ ...visa, cardNumber: '2221000000000009' })).toEqual({})
    expect(errors({ ...visa, cardNumber: '2720992720992729' })).toEqual({})
    expect(errors({ ...visa, cardNumber: '6011111111111117' })).toEqual({
      cardNumber: messageId(CARD_BRAND_NOT_ACCEPTED),
    })
    expect(errors({ ...visa, cardNumber: '2721000000000004' })).toEqual({
      cardNumber: messageId(CARD_NUMBER_INVALID),
    })
  })

  it('refuses an expiry before this month and a security code of the wrong length', () => {
    expect(Object.keys(errors({ ...visa, expiryMonth: '05' }))).toEqual(['expiryMonth'])
    expect(Object.keys(errors({ ...visa, expiryYear: '' }))).toEqual(['expiryMonth'])
    expect(Object.keys(errors({ ...visa, securityCode: '1234' }))).toEqual(['securityCode'])
    expect(errors({ ...visa, cardNumber: '378282246310005', securityCode: '1234' })).toEqual({})
    expect(Object.keys(errors({ ...visa, cardNumber: '378282246310005' }))).toEqual([
      'securityCode',
    ])
  })
})
