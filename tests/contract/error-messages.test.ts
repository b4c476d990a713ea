import { describe, expect, it } from 'vitest'
import { errorCodeMessage, failureText } from '~/lib/api/error-messages'
import { i18nFor } from '../setup/i18n'
import { loadDereferencedContract } from './load-contract'

/** Every failure code the contract declares: each enum of a `code` or `errorCode` property. */
function declaredCodes(node: unknown, found = new Set<string>(), seen = new Set<object>()) {
  if (typeof node !== 'object' || node === null || seen.has(node)) return found
  seen.add(node)
  const properties = (node as { properties?: Record<string, { enum?: unknown[] }> }).properties
  for (const name of ['code', 'errorCode']) {
    for (const value of properties?.[name]?.enum ?? []) {
      if (typeof value === 'string') found.add(value)
    }
  }
  for (const child of Object.values(node)) declaredCodes(child, found, seen)
  return found
}

const codes = [...declaredCodes(await loadDereferencedContract())].sort()
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/

/** Spec 01 §8 (and 02 §8 where 01 leaves it) in its own words: what the code must read in ja. */
const SPEC_CATALOGUE: Record<string, string> = {
  ACCOUNT_ALREADY_EXISTS_USER_ID:
    'このユーザIDは既に使用されています。別のユーザIDを登録してください。',
  ACCOUNT_ALREADY_EXISTS_EMAIL:
    'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。',
  ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD:
    'このログインIDは既に使用されています。別のログインIDを登録してください。',
  PIN_CODE_ERROR: '認証に失敗しました。',
  INTERNAL_ERROR: 'エラーが発生しました',
  UNKNOWN_ERROR: 'エラーが発生しました',
  PIN_SETTING_FAILED: 'エラーが発生しました',
}

describe('every failure code of the contract has a message', () => {
  it('reads the codes from the contract', () => {
    expect(codes.length).toBeGreaterThan(60)
    expect(codes).toContain('EMAIL_OR_PASSWORD_INCORRECT')
  })

  it.each(['ja', 'en'] as const)('in %s, from its compiled catalog', async (locale) => {
    const i18n = await i18nFor(locale)
    const unworded = codes.filter((code) => {
      const { id } = errorCodeMessage(code)
      const text = failureText(i18n, code, undefined)
      const translated = typeof i18n.messages[id] !== 'undefined'
      // English shows no Japanese; Japanese may quote the spec's English ('Please select a plan.').
      const untranslated = locale === 'en' && JAPANESE.test(text)
      return !translated || untranslated || text.trim() === '' || text.includes(code)
    })
    expect(unworded).toEqual([])
  })

  it('never shows a bare code the server sent as its text', async () => {
    const i18n = await i18nFor('ja')
    expect(failureText(i18n, 'EMAIL_OR_PASSWORD_INCORRECT', 'EMAIL_OR_PASSWORD_INCORRECT')).toBe(
      'メールアドレスまたはパスワードが正しくありません。',
    )
    expect(failureText(i18n, 'NOT_IN_THE_CONTRACT', 'NOT_IN_THE_CONTRACT')).toBe(
      'エラーが発生しました',
    )
    expect(failureText(i18n, 'INTERNAL_ERROR', 'ただいま混み合っています。')).toBe(
      'ただいま混み合っています。',
    )
  })

  it("agrees with the spec's error catalogue", async () => {
    const i18n = await i18nFor('ja')
    const looked = Object.fromEntries(
      Object.keys(SPEC_CATALOGUE).map((code) => [code, failureText(i18n, code, undefined)]),
    )
    expect(looked).toEqual(SPEC_CATALOGUE)
  })
})
