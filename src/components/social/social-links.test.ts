import { describe, expect, it } from 'vitest'
import { socialButtonLabel } from './social-links'
import { i18nFor } from '~tests/setup/i18n'

describe('socialButtonLabel', () => {
  it('says what the button does with the account', async () => {
    const i18n = await i18nFor('ja')
    expect(i18n._(socialButtonLabel('login', 'Google'))).toBe('Googleでログイン')
    expect(i18n._(socialButtonLabel('signup', 'LINE'))).toBe('LINEで新規登録')
    expect(i18n._(socialButtonLabel('enableExternalAuth', 'Facebook'))).toBe('Facebookと連携する')
  })
})
