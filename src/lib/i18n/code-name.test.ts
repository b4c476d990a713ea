import { describe, expect, it } from 'vitest'
import { i18nFor } from '~tests/setup/i18n'
import { codeLabel, codeName, withCodeName } from './code-name'

const ja = await i18nFor('ja')
const en = await i18nFor('en')

describe('the name a page gives an e-mailed code', () => {
  it("is the store's display name on Japanese pages, exactly", () => {
    expect(codeName(ja, '認証コード')).toBe('認証コード')
    expect(codeName(ja, 'ワンタイムpin')).toBe('ワンタイムpin')
    expect(codeLabel(ja, 'ワンタイムpin')).toBe('ワンタイムpin')
  })

  it("is the app's own name on English pages, whatever the store calls it", () => {
    expect(codeName(en, '認証コード')).toBe('verification code')
    expect(codeName(en, '確認コード')).toBe('verification code')
    expect(codeLabel(en, codeName(en, '認証コード'))).toBe('Verification code')
  })

  it("is the app's own name when the screen gives none", () => {
    expect(codeName(ja, undefined)).toBe('確認コード')
    expect(codeName(en, null)).toBe('verification code')
  })

  it('renames a code setting and keeps the rest', () => {
    const setting = { displayName: '認証コード', validityMinutes: 60 }
    expect(withCodeName(en, setting)).toEqual({
      displayName: 'verification code',
      validityMinutes: 60,
    })
    expect(withCodeName(ja, setting)).toEqual(setting)
  })
})
