import { describe, expect, it } from 'vitest'
import { logoutNotice } from './logout-texts'
import { i18nFor } from '~tests/setup/i18n'

describe('logoutNotice (spec 02 §2)', () => {
  it('words the confirmation by login method', async () => {
    const i18n = await i18nFor('ja')
    expect(i18n._(logoutNotice('email'))).toBe(
      '次回はメールアドレスとパスワードでログインしてください。',
    )
    expect(i18n._(logoutNotice('loginId'))).toBe(
      '次回はログインIDとパスワードでログインしてください。',
    )
    expect(i18n._(logoutNotice('emailAndLoginId'))).toBe(
      '次回はメールアドレスまたはログインIDとパスワードでログインしてください。',
    )
    expect(i18n._(logoutNotice(null))).toBe(
      '次回は連携している外部アカウントでログインしてください。',
    )
  })
})
