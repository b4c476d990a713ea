import { describe, expect, it } from 'vitest'
import { EXPIRY_MONTHS, expiryYearOptions } from './expiry-choices'

// 2026-12-31 23:30 in Japan is already 2027-01 there (14:30 UTC on the 31st).
const NEW_YEAR_IN_JAPAN = new Date('2026-12-31T15:30:00Z')
const MID_2026 = new Date('2026-06-15T03:00:00Z')

describe('card expiry rules', () => {
  it('offers this year and the next 9 as two digits, and months 01 to 12', () => {
    expect(expiryYearOptions(MID_2026)).toHaveLength(10)
    expect(expiryYearOptions(MID_2026)[0]).toEqual({ value: '2026', label: '26' })
    expect(expiryYearOptions(MID_2026).at(-1)).toEqual({ value: '2035', label: '35' })
    expect(expiryYearOptions(NEW_YEAR_IN_JAPAN)[0]?.label).toBe('27')
    expect(EXPIRY_MONTHS).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ])
  })
})
