import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { ApiError, isApiError } from '../api/api-error'

type FieldError = ApiError['fieldErrors'][number]

/**
 * Puts the field errors of a failed call on the form's fields (first one focused) and returns
 * what is left for the form-level message: the server's message, or undefined when every error
 * found its field. Non-API failures (network) return undefined so the caller shows its default.
 * `messageOf` picks a field error's text (default: the server's), e.g. the client's catalogued
 * message for a code the spec words exactly. `fieldOf` names the form field of a request-body
 * field when the two differ (default: the same name, if it is one of `fields`). A field error
 * keeps its code as the error's `type` ('server' when it has none), so that the form can tell why
 * the server refused the field (an e-mail already registered: EmailTakenLogin).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  messageOf: (fieldError: FieldError) => string = (fieldError) => fieldError.message,
  fieldOf: (serverField: string) => FieldPath<T> | undefined = (serverField) =>
    fields.find((name) => name === serverField),
): { formMessage: string | undefined; code: string | undefined } {
  if (!isApiError(error)) return { formMessage: undefined, code: undefined }
  let placed = 0
  for (const fieldError of error.fieldErrors) {
    const field = fieldOf(fieldError.field)
    if (!field) continue
    setError(
      field,
      { type: fieldError.code ?? 'server', message: messageOf(fieldError) },
      { shouldFocus: placed === 0 },
    )
    placed++
  }
  const unplaced = placed < error.fieldErrors.length || error.fieldErrors.length === 0
  return { formMessage: unplaced ? error.message || undefined : undefined, code: error.code }
}

/**
 * The same failure with its field errors named as the form's fields, for a call whose body nests
 * the form's values (`inputtedData.formData.phoneNumber` → `phoneNumber`). A field `fieldOf`
 * does not know keeps its name (and so becomes part of the form-level message).
 */
export function withFormFieldNames(
  error: unknown,
  fieldOf: (serverField: string) => string | undefined,
): unknown {
  if (!isApiError(error) || error.fieldErrors.length === 0) return error
  const errors = error.fieldErrors.map((fieldError) => ({
    ...fieldError,
    field: fieldOf(fieldError.field) ?? fieldError.field,
  }))
  const body = (error.body ?? {}) as NonNullable<ConstructorParameters<typeof ApiError>[1]>
  return new ApiError(error.status, {
    ...body,
    errors,
    retryAfterSeconds: error.retryAfterSeconds,
  })
}
