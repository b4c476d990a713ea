import { useLingui } from '@lingui/react'
import { useState } from 'react'
import {
  get,
  useWatch,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'
import { isApiError } from '~/lib/api/api-error'
import { CODE_REJECTED } from '~/lib/api/error-messages'

/** Spec 01 §8: a wrong or expired code, for PIN and second-factor screens alike. */
export const CODE_REJECTED_MESSAGE = CODE_REJECTED

const REJECTION_CODES = new Set(['PIN_CODE_ERROR', 'USER_CODE_INCORRECT'])

/**
 * The code field of a code-entry form (PIN, e-mailed code, second factor): remembers the last
 * code the server refused, so the submit button stays disabled until the typed code differs from
 * it (spec 01 §4), and puts '認証に失敗しました。' on the field. A form without one (`field`
 * undefined) never refuses.
 */
export function useCodeRejection<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  field: FieldPath<TInput> | undefined,
) {
  const { i18n } = useLingui()
  const [rejected, setRejected] = useState<string | null>(null)
  // Without a code field nothing is watched (the whole-form value it then reads is never a code).
  const typed: unknown = useWatch({
    control: form.control,
    name: field as FieldPath<TInput>,
    disabled: field === undefined,
  })
  return {
    /** The typed code is the one the server just refused. */
    isTypedCodeRejected: rejected !== null && typed === rejected,
    /** True when `error` refuses the code of `values`: remembered, and shown on the field. */
    refuses(error: unknown, values: TOutput): boolean {
      if (field === undefined || !isApiError(error) || !REJECTION_CODES.has(error.code)) {
        return false
      }
      setRejected(String(get(values, field)))
      form.setError(
        field,
        { type: 'server', message: i18n._(CODE_REJECTED_MESSAGE) },
        { shouldFocus: true },
      )
      return true
    },
  }
}
