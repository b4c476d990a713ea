import { describe, expect, it } from 'vitest'
import { i18nFor } from '~tests/setup/i18n'
import { emailEditSchema } from './email/email-edit-schema'
import { loginIdEditSchema } from './login-id/login-id-schema'
import { loginMethodSchema } from './login-method/login-method-schema'
import { enablePasswordSchema } from './password/enable-password-schema'
import { passwordEditSchema, toPasswordEditRequest } from './password/password-edit-schema'

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

describe('e-mail change (spec 02 §5)', () => {
  const schema = emailEditSchema('hanako.yamada@example.jp')
  const errors = (email: string) => errorsOf(schema.safeParse({ email }))

  it('needs an address in e-mail format, at most 191 characters', () => {
    expect(errors('')).toEqual({ email: 'メールアドレスを入力してください。' })
    expect(errors('hanako')).toEqual({ email: 'メールアドレスの形式が正しくありません。' })
    expect(errors(`${'a'.repeat(181)}@example.jp`)).toEqual({
      email: 'メールアドレスは191文字以内で入力してください。',
    })
  })

  it('needs another address than the current one (whatever the case)', () => {
    expect(errors('Hanako.Yamada@example.jp')).toEqual({
      email: 'メールアドレスを変更してください。',
    })
    expect(errors('hanako.new@example.jp')).toEqual({})
  })

  it('takes a full-width address typed by an IME as half-width', () => {
    expect(schema.parse({ email: ' ｈａｎａｋｏ．ｎｅｗ＠ｅｘａｍｐｌｅ．ｊｐ ' })).toEqual({
      email: 'hanako.new@example.jp',
    })
  })
})

describe('password change (spec 02 §5)', () => {
  const errors = (values: {
    oldPassword: string
    newPassword: string
    newPasswordConfirm: string
  }) => errorsOf(passwordEditSchema('UPPER_CASE').safeParse(values))

  it('needs the current password', () => {
    expect(
      errors({ oldPassword: '', newPassword: 'Momiji2027#', newPasswordConfirm: 'Momiji2027#' }),
    ).toEqual({ oldPassword: '現在のパスワードを入力してください。' })
  })

  it("applies the store's rules to the new password: 8–30, ASCII, lowercase + digit (+ uppercase)", () => {
    const newOne = (newPassword: string) =>
      errors({ oldPassword: 'Sakura2026!', newPassword, newPasswordConfirm: newPassword })
    expect(newOne('Ab1')).toEqual({ newPassword: 'パスワードは8文字以上で設定してください。' })
    expect(newOne(`Ab1${'c'.repeat(28)}`)).toEqual({
      newPassword: 'パスワードは30文字以下で設定してください。',
    })
    expect(newOne('Momiji２０２７')).toEqual({
      newPassword: 'パスワードに使用できない文字が含まれています。',
    })
    expect(newOne('MOMIJI2027')).toEqual({
      newPassword: 'パスワードには少なくとも1つの小文字が必要です。',
    })
    expect(newOne('Momijiaki')).toEqual({
      newPassword: 'パスワードには少なくとも1つの数字が必要です。',
    })
    expect(newOne('momiji2027')).toEqual({
      newPassword: 'パスワードには少なくとも1つの大文字が必要です。',
    })
    expect(newOne('Momiji2027')).toEqual({})
  })

  it('needs the new password to differ from the current one, and its confirmation to match', () => {
    expect(
      errors({
        oldPassword: 'Sakura2026!',
        newPassword: 'Sakura2026!',
        newPasswordConfirm: 'Sakura2026!',
      }),
    ).toEqual({ newPassword: '現在のパスワードとは異なるパスワードを設定してください。' })
    expect(
      errors({
        oldPassword: 'Sakura2026!',
        newPassword: 'Momiji2027#',
        newPasswordConfirm: 'Momiji2027',
      }),
    ).toEqual({ newPasswordConfirm: 'パスワードが一致しません' })
  })

  it('sends the current and the new password, not the confirmation', () => {
    expect(
      toPasswordEditRequest({
        oldPassword: 'Sakura2026!',
        newPassword: 'Momiji2027#',
        newPasswordConfirm: 'Momiji2027#',
      }),
    ).toEqual({ oldPassword: 'Sakura2026!', newPassword: 'Momiji2027#' })
  })
})

describe('first password (spec 02 §2, §5)', () => {
  const schema = enablePasswordSchema(i18n, 'NONE', '確認コード')

  it('needs the PIN, in half-width digits (full-width ones are converted)', () => {
    const base = { password: 'momiji2027', passwordConfirm: 'momiji2027' }
    expect(errorsOf(schema.safeParse({ ...base, pinCode: '' }))).toEqual({
      pinCode: '確認コードを入力してください。',
    })
    expect(errorsOf(schema.safeParse({ ...base, pinCode: '12ab' }))).toEqual({
      pinCode: '確認コードは半角数字で入力してください。',
    })
    expect(schema.parse({ ...base, pinCode: '１２３４５６' }).pinCode).toBe('123456')
  })

  it('needs a password under the rules and the same confirmation', () => {
    expect(
      errorsOf(schema.safeParse({ pinCode: '123456', password: 'momiji', passwordConfirm: '' })),
    ).toEqual({
      password: 'パスワードは8文字以上で設定してください。',
      passwordConfirm: '確認のため、もう一度パスワードを入力してください。',
    })
    expect(
      errorsOf(
        schema.safeParse({
          pinCode: '123456',
          password: 'momiji2027',
          passwordConfirm: 'momiji2028',
        }),
      ),
    ).toEqual({ passwordConfirm: 'パスワードが一致しません' })
  })
})

describe('login ID (spec 02 §5)', () => {
  const errors = (loginId: string, current: string | null = 'hanako2026') =>
    errorsOf(loginIdEditSchema(current).safeParse({ loginId }))

  it('needs 6 to 15 half-width letters and digits', () => {
    expect(errors('')).toEqual({ loginId: 'ログインIDは6文字以上です。' })
    expect(errors('abc12')).toEqual({ loginId: 'ログインIDは6文字以上です。' })
    expect(errors('a'.repeat(16))).toEqual({ loginId: 'ログインIDは15文字以下です。' })
    expect(errors('hanako_2026')).toEqual({ loginId: '半角英数字で入力してください。' })
    expect(errors('はなこ2026abc')).toEqual({ loginId: '半角英数字で入力してください。' })
    expect(errors('hanako2027')).toEqual({})
  })

  it('needs another ID than the current one', () => {
    expect(errors(' hanako2026 ')).toEqual({ loginId: 'ログインIDを変更してください。' })
    expect(errors('hanako2026', null)).toEqual({})
  })
})

describe('login method (spec 02 §2)', () => {
  it('is one of the two choices', () => {
    expect(errorsOf(loginMethodSchema().safeParse({ method: '' }))).toEqual({
      method: 'ログイン方法を選択してください。',
    })
    expect(loginMethodSchema().parse({ method: 'loginIdOnly' })).toEqual({ method: 'loginIdOnly' })
  })
})
