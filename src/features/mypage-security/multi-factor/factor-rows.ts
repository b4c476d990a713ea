import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MultiFactorType, MultiFactorTypeStatus } from '~generated/api/model'

/** The multi-factor types in the order the page lists them (spec 02 §2). */
const ORDER: readonly MultiFactorType[] = ['Email', 'SMS', 'OTP']

/** Each type's set-up page (a disabled type links there). */
export const SET_UP_PATH: Record<MultiFactorType, string> = {
  Email: '/mypage/multi-factor/email',
  SMS: '/mypage/multi-factor/sms',
  OTP: '/mypage/multi-factor/otp',
}

/** How the pages name each type (a row's label). */
export const FACTOR_NAME: Record<MultiFactorType, MessageDescriptor> = {
  Email: msg`メール`,
  SMS: msg`SMS`,
  OTP: msg`認証アプリ`,
}

/**
 * The same names inside a sentence ("…による2段階認証"): the same Japanese, while English writes
 * them in lower case there ("two-step verification by email").
 */
export const FACTOR_NAME_IN_SENTENCE: Record<MultiFactorType, MessageDescriptor> = {
  Email: msg({ context: 'in a sentence', message: 'メール' }),
  SMS: msg({ context: 'in a sentence', message: 'SMS' }),
  OTP: msg({ context: 'in a sentence', message: '認証アプリ' }),
}

export interface FactorRow {
  type: MultiFactorType
  isEnabled: boolean
  /** Where a disabled type is set up. */
  setUpPath: string
}

/**
 * The rows of /mypage/multi-factor: only the types the store allows (the screen data lists no
 * others), each once, in the spec's order whatever order they came in.
 */
export function factorRows(types: readonly MultiFactorTypeStatus[]): FactorRow[] {
  return ORDER.flatMap((type) => {
    const status = types.find((candidate) => candidate.multiFactorType === type)
    return status ? [{ type, isEnabled: status.isEnabled, setUpPath: SET_UP_PATH[type] }] : []
  })
}

/**
 * Backup codes and trusted devices concern only an account with a second factor: their links
 * show when any type is enabled.
 */
export function showsRecoveryLinks(
  rows: readonly FactorRow[],
  isEnabledMultiFactor: boolean,
): boolean {
  return isEnabledMultiFactor || rows.some((row) => row.isEnabled)
}
