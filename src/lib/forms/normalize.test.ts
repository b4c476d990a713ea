import { describe, expect, it } from 'vitest'
import { normalizeAlphanumericCode, normalizeCode, toHalfWidth } from './normalize'

describe('toHalfWidth', () => {
  it('converts full-width letters, digits, symbols and spaces', () => {
    expect(toHalfWidth('ＡＢＣ　１２３＠ｅｘａｍｐｌｅ．ｊｐ')).toBe('ABC 123@example.jp')
  })
  it('leaves kana and kanji alone', () => {
    expect(toHalfWidth('ヤマダ 山田')).toBe('ヤマダ 山田')
  })
})

describe('normalizeCode', () => {
  it('turns a pasted full-width code with spaces and hyphens into digits', () => {
    expect(normalizeCode(' １２３ ４５６ ')).toBe('123456')
    expect(normalizeCode('150－0002')).toBe('1500002')
    expect(normalizeCode('090-1234-5678')).toBe('09012345678')
  })
})

describe('normalizeAlphanumericCode', () => {
  it('keeps hyphens of a backup code and drops spaces', () => {
    expect(normalizeAlphanumericCode(' ７ｋ２ｍ－９ｘｑ４ ')).toBe('7k2m-9xq4')
  })
})
