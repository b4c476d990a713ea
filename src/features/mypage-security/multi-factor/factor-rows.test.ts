import { describe, expect, it } from 'vitest'
import { factorRows, showsRecoveryLinks } from './factor-rows'

describe('factorRows', () => {
  it('lists only the types the store allows, in the order Email, SMS, OTP', () => {
    const rows = factorRows([
      { multiFactorType: 'OTP', isEnabled: true },
      { multiFactorType: 'Email', isEnabled: false },
    ])
    expect(rows).toEqual([
      { type: 'Email', isEnabled: false, setUpPath: '/mypage/multi-factor/email' },
      { type: 'OTP', isEnabled: true, setUpPath: '/mypage/multi-factor/otp' },
    ])
  })

  it('lists nothing when the store allows no type', () => {
    expect(factorRows([])).toEqual([])
  })

  it('lists a type once even if the data repeats it', () => {
    const rows = factorRows([
      { multiFactorType: 'SMS', isEnabled: false },
      { multiFactorType: 'SMS', isEnabled: true },
    ])
    expect(rows.map((row) => row.type)).toEqual(['SMS'])
  })
})

describe('showsRecoveryLinks', () => {
  const off = factorRows([{ multiFactorType: 'Email', isEnabled: false }])
  const on = factorRows([{ multiFactorType: 'Email', isEnabled: true }])

  it('shows backup codes and trusted devices when a type is enabled', () => {
    expect(showsRecoveryLinks(on, false)).toBe(true)
    expect(showsRecoveryLinks(off, true)).toBe(true)
  })

  it('hides them when no type is enabled', () => {
    expect(showsRecoveryLinks(off, false)).toBe(false)
  })
})
