import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parsePoFile } from '@lingui/format-po'
import { describe, expect, it } from 'vitest'

const EN = join(import.meta.dirname, '../../../locales/en')

/** Kana, kanji, Japanese punctuation (「」。、) and full-width forms. */
const JAPANESE = /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/

/** The receipt's honorifics: printed as they are in either language, so their labels show them. */
const PRINTED_AS_IS = new Set(['様', '御中'])

/** The e-mailed (or texted) one-time code, as the Japanese source names it. */
const ONE_TIME_CODE = /認証コード|確認コード/
/** Other English names of that code, and spellings of "email" that house style rules out. */
const NOT_HOUSE_STYLE =
  /[Ee]-[Mm]ail|\beMail\b|[Aa]uthentication code|[Cc]onfirmation code|PIN code/

const messages = readdirSync(EN)
  .filter((file) => file.endsWith('.po'))
  .flatMap((file) =>
    parsePoFile(readFileSync(join(EN, file), 'utf8'))
      .items.filter((item) => !item.obsolete)
      .map((item) => ({ file, id: item.msgid, text: item.msgstr.join('') })),
  )

describe('English catalogs', () => {
  it('have messages to check', () => {
    expect(messages.length).toBeGreaterThan(100)
  })

  it('translate every message', () => {
    expect(messages.filter((message) => message.text.trim() === '')).toEqual([])
  })

  it('hold no Japanese text', () => {
    const japanese = messages.filter((message) =>
      JAPANESE.test(
        PRINTED_AS_IS.has(message.id) ? message.text.replace(message.id, '') : message.text,
      ),
    )
    expect(japanese).toEqual([])
  })

  it('write "email" and call the one-time code a "verification code"', () => {
    expect(messages.filter((message) => NOT_HOUSE_STYLE.test(message.text))).toEqual([])
    const codeMessages = messages.filter((message) => ONE_TIME_CODE.test(message.id))
    expect(codeMessages.length).toBeGreaterThan(10)
    expect(codeMessages.filter((message) => !/verification code/i.test(message.text))).toEqual([])
  })
})
