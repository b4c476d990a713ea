import { describe, expect, it } from 'vitest'
import { sexLabel, sexOptions } from './sex-options'

describe('sexOptions', () => {
  it('offers 1, 2, 9 and 0 when unknown gender is allowed', () => {
    expect(sexOptions(false).map((option) => option.value)).toEqual(['1', '2', '9', '0'])
  })
  it('removes 0 (prefer not to answer) when unknown gender is disallowed', () => {
    expect(sexOptions(true).map((option) => option.value)).toEqual(['1', '2', '9'])
  })
  it('labels a stored value and nothing else', () => {
    expect(sexLabel('2')).toBeDefined()
    expect(sexLabel('3')).toBeUndefined()
    expect(sexLabel(null)).toBeUndefined()
  })
})
