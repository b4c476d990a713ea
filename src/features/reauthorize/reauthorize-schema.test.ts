import { describe, expect, it } from 'vitest'
import { authCodeFormSchema } from '~/lib/rules/codes'
import { passwordReauthSchema } from './reauthorize-schema'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')

describe('re-authentication rules (spec 01 §5)', () => {
  it('needs the password', () => {
    const result = passwordReauthSchema().safeParse({ password: '' })
    expect(result.success ? undefined : i18n._(result.error.issues[0]!.message)).toBe(
      'パスワードを入力してください。',
    )
  })

  it('needs the code, named as the store calls it', () => {
    const result = authCodeFormSchema(i18n, '認証コード').safeParse({ authCode: '' })
    expect(result.success ? undefined : result.error.issues[0]!.message).toBe(
      '認証コードを入力してください。',
    )
    expect(authCodeFormSchema(i18n, '認証コード').parse({ authCode: '４８２９１５' })).toEqual({
      authCode: '482915',
    })
  })
})
