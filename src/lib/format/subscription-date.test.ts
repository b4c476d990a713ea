import { describe, expect, it } from 'vitest'
import { formatSubscriptionDateLine } from './subscription-date'
import { i18nFor } from '~tests/setup/i18n'

const ja = await i18nFor('ja')
const en = await i18nFor('en')

describe('formatSubscriptionDateLine', () => {
  it('gives the end of a cancelled contract as a date and time (02 §9, YYYYMD_HHMM)', () => {
    const line = { kind: 'ends', date: '2026-12-01T00:00:00+09:00' } as const
    expect(formatSubscriptionDateLine(ja, line)).toBe('終了日時：2026/12/01 00:00(日本時間)')
    expect(formatSubscriptionDateLine(en, line)).toBe('Ends: 2026-12-01 00:00 (JST)')
  })

  it('gives the next settlement as a date (YYYYMD)', () => {
    const line = { kind: 'nextSettlement', date: '2026-12-01T00:00:00+09:00' } as const
    expect(formatSubscriptionDateLine(ja, line)).toBe('次回決済日：2026/12/01(日本時間)')
    expect(formatSubscriptionDateLine(en, line)).toBe('Next payment: 2026-12-01 (JST)')
  })

  it('gives nothing for a date it cannot read', () => {
    expect(formatSubscriptionDateLine(ja, { kind: 'ends', date: 'soon' })).toBe('')
  })
})
