import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export const LOGIN_ID_MIN_LENGTH = 6
export const LOGIN_ID_MAX_LENGTH = 15

export const LOGIN_ID_TOO_SHORT = msg`ログインIDは6文字以上です。`
export const LOGIN_ID_TOO_LONG = msg`ログインIDは15文字以下です。`
export const LOGIN_ID_CHARACTERS = msg`半角英数字で入力してください。`

/**
 * What is wrong with a typed login ID (spec 01 §5, 02 §5: 6 to 15 half-width letters and digits),
 * if anything; the characters first, so a too-short ID in kana is told to use half-width.
 */
export function loginIdIssue(value: string): MessageDescriptor | undefined {
  if (!/^[A-Za-z0-9]*$/.test(value)) return LOGIN_ID_CHARACTERS
  if (value.length < LOGIN_ID_MIN_LENGTH) return LOGIN_ID_TOO_SHORT
  if (value.length > LOGIN_ID_MAX_LENGTH) return LOGIN_ID_TOO_LONG
  return undefined
}
