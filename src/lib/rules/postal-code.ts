import { msg } from '@lingui/core/macro'
import { digitsOf } from '../forms/normalize'

export const POSTAL_CODE_LENGTH = 7

/** Postal code (spec 02 §5): exactly 7 digits, no hyphen. */
export function isValidPostalCode(value: string): boolean {
  return /^[0-9]{7}$/.test(value)
}

/** The postal code as typed or pasted: its half-width digits only. */
export function normalizePostalCode(typed: string): string {
  return digitsOf(typed).slice(0, POSTAL_CODE_LENGTH)
}

export const POSTAL_CODE_MESSAGE = msg`郵便番号の形式が正しくありません`
