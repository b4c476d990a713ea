import { describe, expect, it } from 'vitest'
import {
  cardBrandOf,
  cardNumberMaxLength,
  cardNumberVerdict,
  formatCardNumber,
  normalizeCardNumber,
  securityCodeLength,
} from './card-number'

/** A number of `length` digits starting with `prefix`, its last digit the Luhn check digit. */
function cardNumberWith(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, '0')
  const sum = [...body].reverse().reduce((total, digit, index) => {
    const value = Number(digit) * (index % 2 === 0 ? 2 : 1)
    return total + (value > 9 ? value - 9 : value)
  }, 0)
  return body + String((10 - (sum % 10)) % 10)
}

/** Each brand's ranges as the card networks issue them today, and the numbers' length. */
const BRAND_RANGES = [
  { brand: 'V', first: '4', last: '4', length: 16 },
  { brand: 'M', first: '51', last: '55', length: 16 },
  { brand: 'M', first: '2221', last: '2720', length: 16 },
  { brand: 'A', first: '34', last: '34', length: 15 },
  { brand: 'A', first: '37', last: '37', length: 15 },
  { brand: 'J', first: '3528', last: '3589', length: 16 },
  { brand: 'D', first: '300', last: '305', length: 14 },
  { brand: 'D', first: '36', last: '36', length: 14 },
  { brand: 'D', first: '38', last: '39', length: 14 },
] as const

/** Numbers just outside those ranges or of brands the spec does not list. */
const OUTSIDE = [
  { prefix: '2200', verdict: 'otherBrand' }, // Mir
  { prefix: '2220', verdict: 'invalid' },
  { prefix: '2721', verdict: 'invalid' },
  { prefix: '56', verdict: 'otherBrand' }, // Maestro
  { prefix: '6011', verdict: 'otherBrand' }, // Discover
  { prefix: '62', verdict: 'otherBrand' }, // UnionPay
  { prefix: '3527', verdict: 'invalid' },
  { prefix: '3590', verdict: 'invalid' },
] as const

describe('card number rules', () => {
  describe.each(BRAND_RANGES)('$brand $first–$last', ({ brand, first, last, length }) => {
    it.each([first, last])('names the brand of %s… and takes a valid whole number', (prefix) => {
      const number = cardNumberWith(prefix, length)
      expect(cardBrandOf(prefix)).toBe(brand)
      expect(cardBrandOf(number)).toBe(brand)
      expect(cardNumberVerdict(number)).toBe('valid')
      expect(normalizeCardNumber(number)).toBe(number)
    })
  })

  it.each(OUTSIDE)(
    'names no brand of $prefix… (a whole number is $verdict)',
    ({ prefix, verdict }) => {
      expect(cardBrandOf(prefix)).toBeNull()
      expect(cardNumberVerdict(cardNumberWith(prefix, 16))).toBe(verdict)
    },
  )

  it('waits for more digits while the prefix could be several brands', () => {
    expect(['', '3', '2'].map(cardBrandOf)).toEqual([null, null, null])
    expect(cardBrandOf('5')).toBe('M')
    expect(cardBrandOf('22')).toBe('M')
  })

  it('refuses a changed digit (Luhn), a short number and a length the brand does not issue', () => {
    expect(cardNumberVerdict('4242424242424242')).toBe('valid')
    expect(cardNumberVerdict('4242424242424241')).toBe('invalid')
    expect(cardNumberVerdict('2221000000000009')).toBe('valid')
    expect(cardNumberVerdict('2221000000000008')).toBe('invalid')
    expect(cardNumberVerdict(cardNumberWith('4', 13))).toBe('invalid')
    expect(cardNumberVerdict(cardNumberWith('51', 15))).toBe('invalid')
    expect(cardNumberVerdict(cardNumberWith('36', 16))).toBe('invalid')
    expect(cardNumberVerdict('')).toBe('invalid')
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
