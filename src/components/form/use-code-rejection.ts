import { msg } from '@lingui/core/macro'
import { useState } from 'react'
import { isApiError } from '~/lib/api/api-error'

/** Spec 01 §8: a wrong or expired code, for PIN and second-factor screens alike. */
export const CODE_REJECTED_MESSAGE = msg`認証に失敗しました。`

const REJECTION_CODES = new Set(['PIN_CODE_ERROR', 'USER_CODE_INCORRECT'])

/**
 * Remembers the last code the server refused, so the submit button stays disabled until the code
 * differs from it (spec 01 §4).
 */
export function useCodeRejection() {
  const [rejected, setRejected] = useState<string | null>(null)
  return {
    isRejected: (value: string) => rejected !== null && value === rejected,
    /** True when `error` refuses the `submitted` code, which is then remembered. */
    refuses(error: unknown, submitted: string): boolean {
      if (!isApiError(error) || !REJECTION_CODES.has(error.code)) return false
      setRejected(submitted)
      return true
    },
  }
}
