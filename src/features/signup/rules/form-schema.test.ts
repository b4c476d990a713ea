import { describe, expect, it } from 'vitest'
import type { SignupFormInput } from './form-input'
import { isMinor, signupFormSchema, type SignupFormRules } from './form-schema'
import { exampleSetting } from '~tests/fixtures/profile'
import { exampleRules, validInput } from '~tests/fixtures/signup'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')

/** Field path → translated message of every issue. */
function errors(input: SignupFormInput, rules: SignupFormRules = exampleRules) {
  const result = signupFormSchema(rules, i18n).safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), i18n._(issue.message)]),
  )
}

const withFields = (fields: SignupFormRules['setting']['fields']): SignupFormRules => ({
  ...exampleRules,
  setting: { ...exampleSetting, fields: { ...exampleSetting.fields, ...fields } },
})

describe('sign-up form rules per registration setting', () => {
  it('accepts a complete input', () => {
    expect(errors(validInput())).toEqual({})
  })

  it('REQUIRED fields need a value, OPTIONAL ones may stay empty, NOT_USE ones are not checked', () => {
    const input = validInput({
      familyName: ' ',
      sex: '',
      birthday: '',
      nickname: '',
      name: 'x'.repeat(500),
    })
    expect(errors(input)).toEqual({
      familyName: '入力してください。',
      sex: '性別を選択してください。',
      birthday: '入力してください。',
    })
  })

  it('checks an optional login ID only when given: 6–15 half-width alphanumerics', () => {
    expect(errors(validInput({ loginId: '' }))).toEqual({})
    expect(errors(validInput({ loginId: 'abc12' }))).toEqual({
      loginId: 'ログインIDは6文字以上です。',
    })
    expect(errors(validInput({ loginId: 'a'.repeat(16) }))).toEqual({
      loginId: 'ログインIDは15文字以下です。',
    })
    expect(errors(validInput({ loginId: 'はなこ2026' }))).toEqual({
      loginId: '半角英数字で入力してください。',
    })
  })

  it('applies the store password strength and the confirmation', () => {
    expect(errors(validInput({ password: 'sakura2026', passwordConfirm: 'sakura2026' }))).toEqual({
      password: 'パスワードには少なくとも1つの大文字が必要です。',
    })
    expect(errors(validInput({ passwordConfirm: 'Sakura2027' }))).toEqual({
      passwordConfirm: 'パスワードが一致しません',
    })
    expect(errors(validInput({ password: '', passwordConfirm: '' }))).toEqual({
      password: 'パスワードを入力してください。',
    })
    const external = { ...exampleRules, isPasswordRequired: false }
    expect(errors(validInput({ password: '', passwordConfirm: '' }), external)).toEqual({})
  })

  it('a changed e-mail needs the PIN sent to it', () => {
    expect(errors(validInput({ email: 'hanako.new@example.jp' }))).toEqual({
      pinCode: '認証コードを入力してください。',
    })
    expect(errors(validInput({ email: 'hanako.new@example.jp', pinCode: '482915' }))).toEqual({})
    expect(errors(validInput({ email: 'hanako' }))).toMatchObject({
      email: 'メールアドレスの形式が正しくありません。',
    })
  })

  it('custom fields follow their own rules', () => {
    expect(errors(validInput({ custom: [[], false] }))).toEqual({
      'custom.0': '選択してください。',
    })
  })

  it('policies still to agree on the form are needed', () => {
    const rules = { ...exampleRules, hasPoliciesToAgree: true }
    expect(errors(validInput(), rules)).toEqual({ policiesAgreed: '同意が必須です。' })
    expect(errors(validInput({ policiesAgreed: true }), rules)).toEqual({})
  })

  it('under 18, every parental-consent box must be ticked', () => {
    const minor = validInput({ birthday: '20100401' })
    expect(isMinor(minor, exampleRules)).toBe(true)
    expect(errors(minor)).toEqual({
      'parentalConsents.0': '18歳未満の方は保護者の同意が必要です。',
    })
    expect(errors({ ...minor, parentalConsents: [true] })).toEqual({})
    expect(errors(validInput({ birthday: '20081122' }))).toEqual({})
  })

  it('never asks parental consent when the birthday is not asked', () => {
    const rules = withFields({ birthday: 'NOT_USE' })
    expect(isMinor(validInput({ birthday: '20100401' }), rules)).toBe(false)
  })
})
