import { describe, expect, it } from 'vitest'
import { loginFailureMessages } from './login-failure'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')

const texts = (identifier: Parameters<typeof loginFailureMessages>[0]) =>
  Object.fromEntries(
    Object.entries(loginFailureMessages(identifier)).map(([code, descriptor]) => [
      code,
      i18n._(descriptor!),
    ]),
  )

describe('sign-in failure catalogue (spec 01 §8)', () => {
  it('words every failure of the catalogue', () => {
    expect(texts('EmailOrLoginId')).toEqual({
      LOGIN_FAILED: 'ログインに失敗しました。',
      EMAIL_NOT_ENTERED: 'メールアドレスまたはユーザIDを入力してください。',
      PASSWORD_NOT_ENTERED: 'パスワードを入力してください。',
      LOGIN_PROHIBITED: 'このアカウントではログインできません。',
      USER_CODE_INCORRECT: '認証コードが正しくありません。',
      EMAIL_OR_PASSWORD_INCORRECT: 'メールアドレスまたはパスワードが正しくありません。',
      USER_ID_OR_PASSWORD_INCORRECT: 'ログインIDまたはパスワードが正しくありません。',
      TRY_AGAIN_LATER: 'しばらく時間をおいてから再度お試しください。',
      RATE_LIMITED: 'しばらく時間をおいてから再度お試しください。',
    })
  })

  it('asks for the e-mail address alone when login IDs are off', () => {
    expect(texts('Email').EMAIL_NOT_ENTERED).toBe('メールアドレスを入力してください。')
  })
})
