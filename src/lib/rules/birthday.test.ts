import { describe, expect, it } from 'vitest'
import {
  ageOn,
  birthdayDigits,
  clampBirthdayDigits,
  formatBirthday,
  isUnderAge,
  isValidBirthday,
} from './birthday'

describe('isValidBirthday', () => {
  it('accepts real dates of the years 1900 to 2099', () => {
    expect(isValidBirthday('19000101')).toBe(true)
    expect(isValidBirthday('20991231')).toBe(true)
    expect(isValidBirthday('20000229')).toBe(true)
  })
  it('refuses years outside 1900–2099', () => {
    expect(isValidBirthday('18991231')).toBe(false)
    expect(isValidBirthday('21000101')).toBe(false)
  })
  it('refuses impossible months and days', () => {
    expect(isValidBirthday('19901301')).toBe(false)
    expect(isValidBirthday('19900001')).toBe(false)
    expect(isValidBirthday('19900431')).toBe(false)
    expect(isValidBirthday('19010229')).toBe(false)
    expect(isValidBirthday('19900400')).toBe(false)
  })
  it('refuses anything but 8 digits', () => {
    expect(isValidBirthday('1990/04/15')).toBe(false)
    expect(isValidBirthday('1990415')).toBe(false)
    expect(isValidBirthday('')).toBe(false)
  })
})

describe('ageOn and isUnderAge', () => {
  const today = new Date(2026, 10, 22) // 22 Nov 2026, local time
  it('counts a birthday that has come this year', () => {
    expect(ageOn('20081122', today)).toBe(18)
    expect(ageOn('20081121', today)).toBe(18)
  })
  it('does not count a birthday still to come this year', () => {
    expect(ageOn('20081123', today)).toBe(17)
  })
  it('is under 18 until the 18th birthday, then no longer', () => {
    expect(isUnderAge('20081123', 18, today)).toBe(true)
    expect(isUnderAge('20081122', 18, today)).toBe(false)
    expect(isUnderAge('19900415', 18, today)).toBe(false)
  })
  it('never treats an invalid or missing birthday as under age', () => {
    expect(isUnderAge('', 18, today)).toBe(false)
    expect(isUnderAge('20201340', 18, today)).toBe(false)
  })
})

describe('birthday input', () => {
  it('keeps the digits of typed, pasted or full-width input', () => {
    expect(birthdayDigits('１９９０/０４/１５')).toBe('19900415')
    expect(birthdayDigits('1990-04-15 extra 99')).toBe('19900415')
  })
  it('shows the digits as YYYY/MM/DD while typing', () => {
    expect(formatBirthday('1990')).toBe('1990')
    expect(formatBirthday('19900')).toBe('1990/0')
    expect(formatBirthday('1990041')).toBe('1990/04/1')
    expect(formatBirthday('19900415')).toBe('1990/04/15')
    expect(formatBirthday('')).toBe('')
  })
})

describe('clampBirthdayDigits (My Page, spec 02 §5)', () => {
  const today = new Date(2026, 10, 22) // 22 Nov 2026, local time
  const clamped = (digits: string) => clampBirthdayDigits(digits, today)

  it('leaves a real past date and incomplete parts as typed', () => {
    expect(clamped('19900415')).toBe('19900415')
    expect(clamped('199')).toBe('199')
    expect(clamped('19901')).toBe('19901')
    expect(clamped('1990041')).toBe('1990041')
  })

  it('forces a year outside 1900..this year to this year, once its four digits are typed', () => {
    expect(clamped('1899')).toBe('2026')
    expect(clamped('2027')).toBe('2026')
    expect(clamped('0000')).toBe('2026')
    expect(clamped('1900')).toBe('1900')
  })

  it('holds the month to 01–12', () => {
    expect(clamped('199000')).toBe('199001')
    expect(clamped('199013')).toBe('199012')
    expect(clamped('199099')).toBe('199012')
  })

  it("holds the day to the month's length, leap years included", () => {
    expect(clamped('19900231')).toBe('19900228')
    expect(clamped('20000231')).toBe('20000229')
    expect(clamped('19900431')).toBe('19900430')
    expect(clamped('19900100')).toBe('19900101')
  })

  it('replaces a date after today with today', () => {
    expect(clamped('20261123')).toBe('20261122')
    expect(clamped('20261231')).toBe('20261122')
    expect(clamped('20261122')).toBe('20261122')
    expect(clamped('20261121')).toBe('20261121')
  })
})
