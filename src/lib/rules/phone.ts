import { msg } from '@lingui/core/macro'

export const PHONE_MAX_LENGTH = 11

/** Phone number (spec 01 §5, 02 §5): 10 or 11 digits, no hyphens. */
export function isValidPhoneNumber(value: string): boolean {
  return /^[0-9]{10,11}$/.test(value)
}

export const PHONE_MESSAGE = msg`電話番号の形式が正しくありません`
