import { describe, expect, it } from 'vitest'
import { forgotPasswordSchema } from './forgot-schema'
import { resetPasswordSchema } from './reset-schema'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')

/** The first message of each field, as the form shows it. */
const errorsOf = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? [])
      .toReversed()
      .map((issue) => [issue.path.join('.'), i18n._(issue.message)]),
  )

describe('forgot password form (spec 01 §5)', () => {
  it('needs an e-mail address in e-mail format', () => {
    expect(errorsOf(forgotPasswordSchema().safeParse({ email: '' }))).toEqual({
      email: 'メールアドレスを入力してください。',
    })
    expect(errorsOf(forgotPasswordSchema().safeParse({ email: 'hanako' }))).toEqual({
      email: 'メールアドレスの形式が正しくありません。',
    })
  })
})

describe('reset password form (spec 01 §5)', () => {
  it("applies the store's strength rules", () => {
    expect(
      errorsOf(
        resetPasswordSchema('UPPER_CASE').safeParse({
          password: 'sakura2027',
          passwordConfirm: 'sakura2027',
        }),
      ),
    ).toEqual({ password: 'パスワードには少なくとも1つの大文字が必要です。' })
  })

  it('needs the confirmation, and it must match', () => {
    expect(
      errorsOf(
        resetPasswordSchema('NONE').safeParse({ password: 'sakura2027', passwordConfirm: '' }),
      ),
    ).toEqual({
      passwordConfirm: '確認のため、もう一度パスワードを入力してください。',
    })
    expect(
      errorsOf(
        resetPasswordSchema('NONE').safeParse({
          password: 'sakura2027',
          passwordConfirm: 'sakura2028',
        }),
      ),
    ).toEqual({ passwordConfirm: 'パスワードが一致しません' })
    expect(
      errorsOf(
        resetPasswordSchema('NONE').safeParse({
          password: 'sakura2027',
          passwordConfirm: 'sakura2027',
        }),
      ),
    ).toEqual({})
  })
})
