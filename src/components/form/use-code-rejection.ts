import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { isApiError } from '~/lib/api/api-error'

/** Spec 01 §8: a wrong or expired code, for PIN and second-factor screens alike. */
export const CODE_REJECTED_MESSAGE = msg`認証に失敗しました。`

const REJECTION_CODES = new Set(['PIN_CODE_ERROR', 'USER_CODE_INCORRECT'])

/**
 * Remembers the last code the server refused, so the submit button stays disabled until the code
 * differs from it (spec 01 §4), and puts '認証に失敗しました。' on the code field.
 */
export function useCodeRejection<T extends FieldValues>(
  setError: UseFormSetError<T>,
  field: FieldPath<T>,
) {
  const { i18n } = useLingui()
  const [rejected, setRejected] = useState<string | null>(null)
  return {
    isRejected: (value: string) => rejected !== null && value === rejected,
    /** True when `error` refuses the `submitted` code: remembered, and shown on the field. */
    refuses(error: unknown, submitted: string): boolean {
      if (!isApiError(error) || !REJECTION_CODES.has(error.code)) return false
      setRejected(submitted)
      setError(
        field,
        { type: 'server', message: i18n._(CODE_REJECTED_MESSAGE) },
        { shouldFocus: true },
      )
      return true
    },
  }
}
