import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { isApiError } from '../api/api-error'

/**
 * Puts the field errors of a failed call on the form's fields (first one focused) and returns
 * what is left for the form-level message: the server's message, or undefined when every error
 * found its field. Non-API failures (network) return undefined so the caller shows its default.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): { formMessage: string | undefined; code: string | undefined } {
  if (!isApiError(error)) return { formMessage: undefined, code: undefined }
  let placed = 0
  for (const fieldError of error.fieldErrors) {
    const field = fields.find((name) => name === fieldError.field)
    if (!field) continue
    setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: placed === 0 })
    placed++
  }
  const unplaced = placed < error.fieldErrors.length || error.fieldErrors.length === 0
  return { formMessage: unplaced ? error.message || undefined : undefined, code: error.code }
}
