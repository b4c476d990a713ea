import { msg } from '@lingui/core/macro'

/** Full-width katakana, the long-vowel mark and spaces (the contract's kana pattern). */
const FULL_WIDTH_KATAKANA = /^[ァ-ヶー\u3000 ]*$/

/** Kana fields (spec 02 §5): full-width katakana only; an empty value is left to the required rule. */
export function isFullWidthKatakana(value: string): boolean {
  return FULL_WIDTH_KATAKANA.test(value)
}

export const KANA_MESSAGE = msg`全角カタカナで入力してください`
