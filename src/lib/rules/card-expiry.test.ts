import { describe, expect, it } from 'vitest'
import { isCardExpired, isExpiryBeforeThisMonth } from './card-expiry'

// 2026-12-31 23:30 in Japan is already 2027-01 there (14:30 UTC on the 31st).
const NEW_YEAR_IN_JAPAN = new Date('2026-12-31T15:30:00Z')
const MID_2026 = new Date('2026-06-15T03:00:00Z')

describe('card expiry', () => {
  it('refuses an expiry before this month (Japan time), accepts this month', () => {
    expect(isExpiryBeforeThisMonth('2026', '05', MID_2026)).toBe(true)
    expect(isExpiryBeforeThisMonth('2026', '06', MID_2026)).toBe(false)
    expect(isExpiryBeforeThisMonth('2026', '12', NEW_YEAR_IN_JAPAN)).toBe(true)
  })

  it('counts a registered card expired once its expiry month has ended', () => {
    expect(isCardExpired('202605', MID_2026)).toBe(true)
    expect(isCardExpired('202606', MID_2026)).toBe(false)
    expect(isCardExpired('202612', NEW_YEAR_IN_JAPAN)).toBe(true)
    expect(isCardExpired(null, MID_2026)).toBe(false)
    expect(isCardExpired('2026', MID_2026)).toBe(false)
  })
})
