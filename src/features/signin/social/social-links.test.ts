import { describe, expect, it } from 'vitest'
import { authorizeHref, socialButtonLabel } from './social-links'
import { i18nFor } from '../../../../tests/setup/i18n'

describe('authorizeHref', () => {
  it('names the external account, the action and where to return', () => {
    expect(authorizeHref('Yahoo! JAPAN', 'login', '/mypage?tab=1')).toBe(
      '/auth/authorize?userIdentifierType=Yahoo%21+JAPAN&socialActionType=login&returnTo=%2Fmypage%3Ftab%3D1',
    )
    expect(authorizeHref('LINE', 'signup', undefined)).toBe(
      '/auth/authorize?userIdentifierType=LINE&socialActionType=signup',
    )
  })
})

describe('socialButtonLabel', () => {
  it('says what the button does with the account', async () => {
    const i18n = await i18nFor('ja')
    expect(i18n._(socialButtonLabel('login', 'Google'))).toBe('Googleでログイン')
    expect(i18n._(socialButtonLabel('signup', 'LINE'))).toBe('LINEで新規登録')
    expect(i18n._(socialButtonLabel('enableExternalAuth', 'Facebook'))).toBe('Facebookと連携する')
  })
})
