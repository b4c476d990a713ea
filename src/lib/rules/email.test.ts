import { describe, expect, it } from 'vitest'
import { emailSchema, isValidEmail } from './email'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')
const check = (value: string) => {
  const result = emailSchema().safeParse(value)
  return result.success
    ? { value: result.data }
    : { error: i18n._(result.error.issues[0]!.message) }
}

describe('isValidEmail', () => {
  it('accepts an address with a dotted domain', () => {
    expect(isValidEmail('hanako.yamada@example.jp')).toBe(true)
  })
  it('refuses a missing @, a bare domain, spaces and more than 191 characters', () => {
    expect(isValidEmail('hanako.example.jp')).toBe(false)
    expect(isValidEmail('hanako@localhost')).toBe(false)
    expect(isValidEmail('hanako @example.jp')).toBe(false)
    expect(isValidEmail(`${'a'.repeat(181)}@example.jp`)).toBe(false)
  })
})

describe('e-mail rule (spec 01 §5)', () => {
  it('is required', () => {
    expect(check('')).toEqual({ error: 'メールアドレスを入力してください。' })
    expect(check('　 ')).toEqual({ error: 'メールアドレスを入力してください。' })
  })

  it('needs the e-mail format', () => {
    expect(check('hanako.example.jp')).toEqual({
      error: 'メールアドレスの形式が正しくありません。',
    })
  })

  it('allows at most 191 characters', () => {
    expect(check(`${'a'.repeat(181)}@example.jp`)).toEqual({
      error: 'メールアドレスは191文字以内で入力してください。',
    })
  })

  it('accepts full-width input and surrounding spaces, giving the half-width address', () => {
    expect(check(' ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ　')).toEqual({ value: 'hanako@example.jp' })
  })
})
