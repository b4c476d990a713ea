import { describe, expect, it } from 'vitest'
import type { MultiFactorRouteType } from '~generated/api/model'
import { multiFactorSchema } from './multi-factor-schema'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')

const check = (type: MultiFactorRouteType, value: string) => {
  const result = multiFactorSchema(type, i18n, '確認コード').safeParse({
    value,
    isPreferred: true,
    rememberDevice: false,
  })
  return result.success ? result.data : i18n._(result.error.issues[0]!.message)
}

describe('second-factor form rules (spec 01 §5)', () => {
  it('takes exactly 6 digits for the one-time password', () => {
    expect(check('otp', '12345')).toBe('6桁のワンタイムパスワードを入力してください。')
    expect(check('otp', '１２３４５６')).toEqual({
      value: '123456',
      isPreferred: true,
      rememberDevice: false,
    })
  })

  it('takes the sent code for e-mail and SMS, named as the store calls it', () => {
    expect(check('email', '')).toBe('確認コードを入力してください。')
    expect(check('sms', 'abc')).toBe('確認コードは半角数字で入力してください。')
    expect(check('sms', '482915')).toMatchObject({ value: '482915' })
  })

  it('takes a backup code with its hyphen', () => {
    expect(check('backup-code', '')).toBe('バックアップコードを入力してください。')
    expect(check('backup-code', '7k2m-9xq4')).toMatchObject({ value: '7k2m-9xq4' })
  })
})
