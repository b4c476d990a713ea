import type { MessageDescriptor } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ApiError } from '~/lib/api/api-error'
import { describeRegistrationFailure, isEmailTaken } from './registration-failure'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')
const text = (message: MessageDescriptor | string) =>
  typeof message === 'string' ? message : i18n._(message)
const failure = (status: number, code: string, message = '') =>
  describeRegistrationFailure(
    new ApiError(status, { code: code as never, message, requestId: 'req_1' }),
  )

describe('describeRegistrationFailure (spec 01 §8, sign-up)', () => {
  it('words the catalogued conflicts exactly', () => {
    expect(text(failure(409, 'ACCOUNT_ALREADY_EXISTS_USER_ID').message)).toBe(
      'このユーザIDは既に使用されています。別のユーザIDを登録してください。',
    )
    expect(text(failure(409, 'ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD', 'x').message)).toBe(
      'このログインIDは既に使用されています。別のログインIDを登録してください。',
    )
  })

  it('offers the login page when the e-mail is taken, by e-mail or external sign-up', () => {
    const email = failure(409, 'ACCOUNT_ALREADY_EXISTS_EMAIL')
    expect(text(email.message)).toBe(
      'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。',
    )
    expect(email.offersLogin).toBe(true)
    expect(failure(409, 'ACCOUNT_ALREADY_EXISTS_EXTERNAL_EMAIL').offersLogin).toBe(true)
    expect(failure(409, 'ACCOUNT_ALREADY_EXISTS_USER_ID').offersLogin).toBe(false)
  })

  it('tells an e-mail refused as already registered, by e-mail or external sign-up', () => {
    expect(isEmailTaken('ACCOUNT_ALREADY_EXISTS_EMAIL')).toBe(true)
    expect(isEmailTaken('ACCOUNT_ALREADY_EXISTS_EXTERNAL_EMAIL')).toBe(true)
    expect(isEmailTaken('ACCOUNT_ALREADY_EXISTS_USER_ID')).toBe(false)
    expect(isEmailTaken(undefined)).toBe(false)
  })

  it('shows the server message, else 登録エラーが発生しました。', () => {
    expect(text(failure(500, 'INTERNAL_ERROR', 'ただいま混み合っています。').message)).toBe(
      'ただいま混み合っています。',
    )
    expect(text(failure(500, 'INTERNAL_ERROR').message)).toBe('登録エラーが発生しました。')
    expect(text(describeRegistrationFailure(new TypeError('network')).message)).toBe(
      '登録エラーが発生しました。',
    )
  })

  it('treats a registration timeout and a gateway timeout alike', () => {
    for (const timeout of [failure(504, 'REGISTRATION_TIMEOUT'), failure(504, 'GATEWAY_TIMEOUT')]) {
      expect(timeout.timedOut).toBe(true)
      expect(text(timeout.message)).toContain('登録処理がタイムアウトしました。')
    }
  })
})
