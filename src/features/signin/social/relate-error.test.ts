import { describe, expect, it } from 'vitest'
import { relateErrorBackLabel, relateErrorMessage } from './relate-error'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')

describe('relateErrorMessage (spec 01 §8)', () => {
  it('says the external account is already linked to another account', () => {
    const linked = 'このLINEアカウントは、すでに別のアカウントと連携されています。'
    expect(i18n._(relateErrorMessage('EXTERNAL_ID_ALREADY_LINKED', 'LINE'))).toBe(linked)
    expect(i18n._(relateErrorMessage('ACCOUNT_ALREADY_EXISTS', 'LINE'))).toBe(linked)
  })

  it('says a link from My Page is there already', () => {
    expect(i18n._(relateErrorMessage('ACCOUNT_ALREADY_EXISTS', 'LINE', 'enableExternalAuth'))).toBe(
      'このLINEアカウントは、すでに連携済みです。',
    )
    expect(
      i18n._(relateErrorMessage('EXTERNAL_ID_ALREADY_LINKED', 'Google', 'enableExternalAuth')),
    ).toBe('このGoogleアカウントは、すでに別のアカウントと連携されています。')
  })

  it('says its e-mail address is used by another account', () => {
    expect(i18n._(relateErrorMessage('ACCOUNT_ALREADY_EXISTS_EXTERNAL_EMAIL', 'Google'))).toBe(
      'このGoogleアカウントのメールアドレスは、すでに別のアカウントで使用されています。',
    )
  })

  it('says the link failed otherwise', () => {
    expect(i18n._(relateErrorMessage('RELATION_FAILED', 'Facebook'))).toBe(
      'Facebookアカウントとの連携に失敗しました。時間をおいて再度お試しください。',
    )
  })
})

describe('relateErrorBackLabel', () => {
  it('names where the attempt started', () => {
    expect(i18n._(relateErrorBackLabel('login'))).toBe('ログイン画面に戻る')
    expect(i18n._(relateErrorBackLabel('enableExternalAuth'))).toBe('マイページに戻る')
  })
})
