import { describe, expect, it } from 'vitest'
import type { SigninIdentifierType } from '~generated/api/model'
import { loginSchema } from './login-schema'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')

const errors = (identifier: SigninIdentifierType, value: string, password: string) => {
  const result = loginSchema(identifier).safeParse({ value, password })
  if (result.success) return {}
  // The first message of each field, as the form shows it.
  return Object.fromEntries(
    result.error.issues.toReversed().map((issue) => [issue.path[0], i18n._(issue.message)]),
  )
}

describe('sign-in form rules (spec 01 §5)', () => {
  it('needs the password', () => {
    expect(errors('EmailOrLoginId', 'hanako2026', '')).toEqual({
      password: 'パスワードを入力してください。',
    })
  })

  it('needs "e-mail or user ID" when login IDs are on', () => {
    expect(errors('EmailOrLoginId', ' ', 'x')).toEqual({
      value: 'メールアドレスまたはユーザIDを入力してください。',
    })
    expect(errors('EmailOrLoginId', 'hanako2026', 'x')).toEqual({})
  })

  it('applies the e-mail rules otherwise', () => {
    expect(errors('Email', '', 'x')).toEqual({ value: 'メールアドレスを入力してください。' })
    expect(errors('Email', 'hanako2026', 'x')).toEqual({
      value: 'メールアドレスの形式が正しくありません。',
    })
    expect(errors('Email', 'hanako@example.jp', 'x')).toEqual({})
  })

  it('needs a user ID when it is the only identifier', () => {
    expect(errors('LoginId', '', 'x')).toEqual({ value: 'ログインIDを入力してください。' })
  })

  it('sends the identifier half-width, without surrounding spaces; the password as typed', () => {
    expect(
      loginSchema('EmailOrLoginId').parse({ value: ' ｈａｎａｋｏ２０２６ ', password: ' p ' }),
    ).toEqual({
      value: 'hanako2026',
      password: ' p ',
    })
  })
})
