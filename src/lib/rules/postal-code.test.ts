import { describe, expect, it } from 'vitest'
import { isValidPostalCode } from './postal-code'

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
