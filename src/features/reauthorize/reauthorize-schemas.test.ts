import { describe, expect, it } from 'vitest'
import { activateLocale, createI18n } from '~/lib/i18n/catalog'
import { codeReauthSchema, passwordReauthSchema } from './reauthorize-schemas'

const i18n = createI18n()
await activateLocale(i18n, 'ja')

describe('re-authentication rules (spec 01 §5)', () => {
  it('needs the password', () => {
    const result = passwordReauthSchema().safeParse({ password: '' })
    expect(result.success ? undefined : i18n._(result.error.issues[0]!.message)).toBe(
      'パスワードを入力してください。',
    )
  })

  it('needs the code, named as the store calls it', () => {
    const result = codeReauthSchema(i18n, '認証コード').safeParse({ authCode: '' })
    expect(result.success ? undefined : result.error.issues[0]!.message).toBe(
      '認証コードを入力してください。',
    )
    expect(codeReauthSchema(i18n, '認証コード').parse({ authCode: '４８２９１５' })).toEqual({
      authCode: '482915',
    })
  })
})
