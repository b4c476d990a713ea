import { msg } from '@lingui/core/macro'
import { digitsOf } from '../forms/normalize'

export const PHONE_MAX_LENGTH = 11

/** Phone number (spec 01 §5, 02 §5): 10 or 11 digits, no hyphens. */
export function isValidPhoneNumber(value: string): boolean {
  return /^[0-9]{10,11}$/.test(value)
}

/** The phone number as typed or pasted: its half-width digits only. */
export function normalizePhoneNumber(typed: string): string {
  return digitsOf(typed).slice(0, PHONE_MAX_LENGTH)
}

export const PHONE_MESSAGE = msg`電話番号の形式が正しくありません`
