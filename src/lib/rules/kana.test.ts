import { describe, expect, it } from 'vitest'
import { isFullWidthKatakana } from './kana'

describe('isFullWidthKatakana', () => {
  it('accepts full-width katakana, the long-vowel mark and spaces', () => {
    expect(isFullWidthKatakana('ヤマダ')).toBe(true)
    expect(isFullWidthKatakana('ヴァレリー')).toBe(true)
    expect(isFullWidthKatakana('ヤマダ　ハナコ')).toBe(true)
    expect(isFullWidthKatakana('')).toBe(true)
  })
  it('refuses hiragana, half-width katakana, kanji and latin letters', () => {
    expect(isFullWidthKatakana('やまだ')).toBe(false)
    expect(isFullWidthKatakana('ﾔﾏﾀﾞ')).toBe(false)
    expect(isFullWidthKatakana('山田')).toBe(false)
    expect(isFullWidthKatakana('Yamada')).toBe(false)
  })
})
