import { msg } from '@lingui/core/macro'

export const POSTAL_CODE_LENGTH = 7

/** Postal code (spec 02 §5): exactly 7 digits, no hyphen. */
export function isValidPostalCode(value: string): boolean {
  return /^[0-9]{7}$/.test(value)
}

export const POSTAL_CODE_MESSAGE = msg`郵便番号の形式が正しくありません`
