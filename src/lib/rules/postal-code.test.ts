import { describe, expect, it } from 'vitest'
import { isValidPostalCode, normalizePostalCode } from './postal-code'

describe('isValidPostalCode', () => {
  it('accepts exactly 7 digits', () => {
    expect(isValidPostalCode('1500001')).toBe(true)
  })
  it('refuses a hyphen, 6 or 8 digits and letters', () => {
    expect(isValidPostalCode('150-0001')).toBe(false)
    expect(isValidPostalCode('150000')).toBe(false)
    expect(isValidPostalCode('15000011')).toBe(false)
    expect(isValidPostalCode('15O0001')).toBe(false)
  })
})

describe('normalizePostalCode', () => {
  it('keeps half-width digits without the hyphen, at most 7', () => {
    expect(normalizePostalCode('１５０－０００１')).toBe('1500001')
    expect(normalizePostalCode('150-00012')).toBe('1500001')
  })

  it('strips whatever is not a digit (spec 02 §5)', () => {
    expect(normalizePostalCode('〒150-0001')).toBe('1500001')
    expect(normalizePostalCode('150a0001')).toBe('1500001')
  })
})
