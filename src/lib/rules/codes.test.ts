import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { backupCodeSchema, otpSchema, pinCodeSchema } from './codes'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')
const check = (schema: z.ZodMiniType, value: string) => {
  const result = schema.safeParse(value)
  return result.success
    ? { value: result.data }
    : { error: i18n._(result.error.issues[0]!.message) }
}

describe('PIN code rule (spec 01 §5)', () => {
  const pin = pinCodeSchema(i18n, '認証コード')

  it('is required, naming the code as the store does', () => {
    expect(check(pin, '')).toEqual({ error: '認証コードを入力してください。' })
  })

  it('takes half-width digits only, and not too many', () => {
    expect(check(pin, '12a4')).toEqual({ error: '認証コードは半角数字で入力してください。' })
    expect(check(pin, '123456789')).toEqual({ error: '認証コードは8桁以内で入力してください。' })
  })

  it('normalises full-width digits and spaces of a pasted code', () => {
    expect(check(pin, ' ４８２ ９１５ ')).toEqual({ value: '482915' })
  })
})

describe('one-time password rule (spec 01 §5, §9)', () => {
  it('is exactly 6 digits', () => {
    const message = { error: '6桁のワンタイムパスワードを入力してください。' }
    expect(check(otpSchema(), '')).toEqual(message)
    expect(check(otpSchema(), '12345')).toEqual(message)
    expect(check(otpSchema(), '1234567')).toEqual(message)
    expect(check(otpSchema(), '１２３ ４５６')).toEqual({ value: '123456' })
  })
})

describe('backup code rule', () => {
  it('is required and keeps its hyphen', () => {
    expect(check(backupCodeSchema(), '')).toEqual({
      error: 'バックアップコードを入力してください。',
    })
    expect(check(backupCodeSchema(), '７ｋ２ｍ－９ｘｑ４')).toEqual({ value: '7k2m-9xq4' })
    expect(check(backupCodeSchema(), '7k2m_9xq4')).toEqual({
      error: 'バックアップコードは半角英数字とハイフンで入力してください。',
    })
  })
})
