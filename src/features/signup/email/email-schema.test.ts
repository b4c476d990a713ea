import { describe, expect, it } from 'vitest'
import { signupEmailSchema } from './email-schema'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')
const errors = (schema: ReturnType<typeof signupEmailSchema>, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => i18n._(issue.message)) ?? []

describe('signupEmailSchema', () => {
  it('needs a well-formed address of at most 191 characters', () => {
    const schema = signupEmailSchema(false)
    expect(errors(schema, { email: '', policiesAgreed: false })).toEqual([
      'メールアドレスを入力してください。',
    ])
    expect(errors(schema, { email: 'hanako@', policiesAgreed: false })).toEqual([
      'メールアドレスの形式が正しくありません。',
    ])
    expect(
      errors(schema, { email: `${'a'.repeat(181)}@example.jp`, policiesAgreed: false }),
    ).toEqual(['メールアドレスは191文字以内で入力してください。'])
    expect(schema.parse({ email: ' hanako@example.jp ', policiesAgreed: false }).email).toBe(
      'hanako@example.jp',
    )
  })
  it('needs the policies left to agree', () => {
    expect(
      errors(signupEmailSchema(true), { email: 'hanako@example.jp', policiesAgreed: false }),
    ).toEqual(['同意が必須です。'])
    expect(
      errors(signupEmailSchema(true), { email: 'hanako@example.jp', policiesAgreed: true }),
    ).toEqual([])
  })
})
