import { describe, expect, it } from 'vitest'
import { isValidPhoneNumber, normalizePhoneNumber } from './phone'

describe('isValidPhoneNumber', () => {
  it('accepts 10 or 11 digits', () => {
    expect(isValidPhoneNumber('0312345678')).toBe(true)
    expect(isValidPhoneNumber('09012345678')).toBe(true)
  })
  it('refuses more than 11 digits, fewer than 10, hyphens and letters', () => {
    expect(isValidPhoneNumber('090123456789')).toBe(false)
    expect(isValidPhoneNumber('031234567')).toBe(false)
    expect(isValidPhoneNumber('090-1234-5678')).toBe(false)
    expect(isValidPhoneNumber('0901234567a')).toBe(false)
  })
})

describe('normalizePhoneNumber', () => {
  it('keeps half-width digits without hyphens or spaces, at most 11', () => {
    expect(normalizePhoneNumber('０９０－１２３４ ５６７８')).toBe('09012345678')
    expect(normalizePhoneNumber('090-1234-56789')).toBe('09012345678')
  })

  it('strips whatever is not a digit (spec 02 §5), so it does not count towards the 11', () => {
    expect(normalizePhoneNumber('0901234567a8')).toBe('09012345678')
    expect(normalizePhoneNumber('(090) 1234.5678')).toBe('09012345678')
  })
})
