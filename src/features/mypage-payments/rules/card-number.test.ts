import { describe, expect, it } from 'vitest'
import {
  cardBrandOf,
  cardNumberMaxLength,
  formatCardNumber,
  normalizeCardNumber,
  passesLuhn,
  securityCodeLength,
} from './card-number'

describe('card number rules', () => {
  it('names the brand by prefix: 4 Visa, 5 Mastercard, 34/37 Amex, 35 JCB, 30/36/38 Diners', () => {
    expect(cardBrandOf('4242')).toBe('V')
    expect(cardBrandOf('5555')).toBe('M')
    expect(cardBrandOf('3412')).toBe('A')
    expect(cardBrandOf('3782')).toBe('A')
    expect(cardBrandOf('3530')).toBe('J')
    expect(['30', '36', '38'].map(cardBrandOf)).toEqual(['D', 'D', 'D'])
    expect(cardBrandOf('6011')).toBeNull()
    expect(cardBrandOf('3')).toBeNull()
    expect(cardBrandOf('')).toBeNull()
  })

  it('passes Luhn for real test numbers and fails a changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('378282246310005')).toBe(true)
    expect(passesLuhn('30569309025904')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(passesLuhn('4242 4242')).toBe(false)
    expect(passesLuhn('')).toBe(false)
  })

  it('spaces the number as printed and caps the field at 19, 17 for Amex, 16 for Diners', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('42424')).toBe('4242 4')
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatCardNumber('30569309025904')).toBe('3056 930902 5904')
    expect(cardNumberMaxLength('V')).toBe(19)
    expect(cardNumberMaxLength(null)).toBe(19)
    expect(cardNumberMaxLength('A')).toBe(17)
    expect(cardNumberMaxLength('D')).toBe(16)
    expect(formatCardNumber(normalizeCardNumber('4242424242424242')).length).toBe(19)
    expect(formatCardNumber(normalizeCardNumber('378282246310005')).length).toBe(17)
    expect(formatCardNumber(normalizeCardNumber('30569309025904')).length).toBe(16)
  })

  it('keeps half-width digits only, at most the brand allows', () => {
    expect(normalizeCardNumber('４２４２ ４２４２-4242')).toBe('424242424242')
    expect(normalizeCardNumber('42424242424242429999')).toBe('4242424242424242')
    expect(normalizeCardNumber('3782822463100059')).toBe('378282246310005')
    expect(normalizeCardNumber('305693090259041')).toBe('30569309025904')
  })

  it('asks 4 security-code digits for Amex and 3 for the others', () => {
    expect(securityCodeLength('A')).toBe(4)
    expect(['V', 'M', 'J', 'D', null].map((brand) => securityCodeLength(brand as 'V'))).toEqual([
      3, 3, 3, 3, 3,
    ])
  })
})
