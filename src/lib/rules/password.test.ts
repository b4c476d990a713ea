import { describe, expect, it } from 'vitest'
import { passwordRules, passwordSchema } from './password'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')
const firstError = (strength: Parameters<typeof passwordSchema>[0], value: string) => {
  const result = passwordSchema(strength).safeParse(value)
  return result.success ? undefined : i18n._(result.error.issues[0]!.message)
}

describe('password rules (spec 01 §5, 02 §5)', () => {
  it('needs 8 to 30 characters', () => {
    expect(firstError('NONE', 'abc123')).toBe('パスワードは8文字以上で設定してください。')
    expect(firstError('NONE', 'a1'.repeat(16))).toBe('パスワードは30文字以下で設定してください。')
    expect(firstError('NONE', 'abcdef12')).toBeUndefined()
  })

  it('allows only ASCII letters, digits and symbols', () => {
    expect(firstError('NONE', 'abcdef12あ')).toBe('パスワードに使用できない文字が含まれています。')
    expect(firstError('NONE', 'abcd ef12')).toBe('パスワードに使用できない文字が含まれています。')
  })

  it('always needs a lowercase letter and a digit', () => {
    expect(firstError('NONE', 'ABCDEFG1')).toBe('パスワードには少なくとも1つの小文字が必要です。')
    expect(firstError('NONE', 'abcdefgh')).toBe('パスワードには少なくとも1つの数字が必要です。')
  })

  it('adds uppercase and/or symbol per the strength setting', () => {
    expect(firstError('UPPER_CASE', 'abcdef12')).toBe(
      'パスワードには少なくとも1つの大文字が必要です。',
    )
    expect(firstError('UPPER_CASE', 'abcdeF12')).toBeUndefined()
    expect(firstError('SYMBOL', 'abcdeF12')).toBe('パスワードには少なくとも1つの記号が必要です。')
    expect(firstError('SYMBOL', 'abcde!12')).toBeUndefined()
    expect(firstError('UPPER_CASE_SYMBOL', 'abcde!12')).toBe(
      'パスワードには少なくとも1つの大文字が必要です。',
    )
    expect(firstError('UPPER_CASE_SYMBOL', 'abcdE!12')).toBeUndefined()
  })

  it('lists the checklist rules of each setting', () => {
    expect(passwordRules('NONE').map((r) => r.id)).toEqual(['length', 'lowercase', 'digit'])
    expect(passwordRules('UPPER_CASE_SYMBOL').map((r) => r.id)).toEqual([
      'length',
      'lowercase',
      'digit',
      'uppercase',
      'symbol',
    ])
  })
})
