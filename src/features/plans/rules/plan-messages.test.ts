import { describe, expect, it } from 'vitest'
import { planButtonLabel } from './plan-messages'
import { i18nFor } from '~tests/setup/i18n'

const ja = await i18nFor('ja')
const en = await i18nFor('en')

describe('planButtonLabel: the free-trial button', () => {
  const trial = (days: number) => planButtonLabel({ kind: 'trial', enabled: true, days })

  it('says one day or many days in English', () => {
    expect(en._(trial(1))).toBe('Try free for 1 day')
    expect(en._(trial(2))).toBe('Try free for 2 days')
  })

  it('keeps the Japanese label as it was', () => {
    expect(ja._(trial(1))).toBe('1日間無料で試す')
    expect(ja._(trial(14))).toBe('14日間無料で試す')
    expect(ja._(trial(1000))).toBe('1000日間無料で試す')
  })
})
