import { describe, expect, it } from 'vitest'
import { sexLabel, sexOptions } from './sex-options'
import { i18nFor } from '~tests/setup/i18n'

const [ja, en] = await Promise.all([i18nFor('ja'), i18nFor('en')])

describe('sexOptions', () => {
  it('offers 1, 2, 9 and 0 when unknown gender is allowed', () => {
    expect(sexOptions(false).map((option) => option.value)).toEqual(['1', '2', '9', '0'])
  })
  it('removes 0 (prefer not to answer) when unknown gender is disallowed', () => {
    expect(sexOptions(true).map((option) => option.value)).toEqual(['1', '2', '9'])
  })
  it('labels a stored value and nothing else', () => {
    expect(ja._(sexLabel('2')!)).toBe('女性')
    expect(en._(sexLabel('2')!)).toBe('Female')
    expect(sexOptions(false).map((option) => ja._(option.label))).toEqual([
      '男性',
      '女性',
      'その他',
      '回答しない',
    ])
    expect(sexLabel('3')).toBeUndefined()
    expect(sexLabel(null)).toBeUndefined()
  })
})
