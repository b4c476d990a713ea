import { describe, expect, it } from 'vitest'
import { FACTOR_NAME, FACTOR_NAME_IN_SENTENCE, factorRows, showsRecoveryLinks } from './factor-rows'
import { i18nFor } from '~tests/setup/i18n'

const [ja, en] = await Promise.all([i18nFor('ja'), i18nFor('en')])

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

describe('FACTOR_NAME_IN_SENTENCE', () => {
  const names = (i18n: typeof ja, table: typeof FACTOR_NAME) =>
    [table.Email, table.SMS, table.OTP].map((name) => i18n._(name))

  it('is the same Japanese as the row labels', () => {
    expect(names(ja, FACTOR_NAME_IN_SENTENCE)).toEqual(names(ja, FACTOR_NAME))
    expect(names(ja, FACTOR_NAME_IN_SENTENCE)).toEqual(['メール', 'SMS', '認証アプリ'])
  })

  it('reads naturally inside an English sentence, while the labels stay capitalised', () => {
    expect(names(en, FACTOR_NAME)).toEqual(['Email', 'SMS', 'Authenticator app'])
    expect(names(en, FACTOR_NAME_IN_SENTENCE)).toEqual(['email', 'SMS', 'authenticator app'])
  })
})
