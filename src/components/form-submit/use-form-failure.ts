import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { isApiError, redirectOfFailure, type ApiError } from '~/lib/api/api-error'
import { applyServerErrors } from '~/lib/forms/server-errors'
import { openFlowError } from '~/lib/api/flow-error-store'
import { GENERIC_FAILURE, failureText, serverSentence } from '~/lib/api/error-messages'

export interface FormFailure {
  message: string
  code: string | undefined
  /** The failed call's request id, for support to find it ('お問い合わせ番号'). */
  requestId?: string
}

/** The client's own wording of failure codes the spec words exactly (ja and en stay in step). */
export type FailureMessages = Partial<Record<string, MessageDescriptor>>

/** Names the form field of a request-body field a failure names, when the two differ. */
export type ServerFieldMap<T extends FieldValues> = (
  serverField: string,
) => FieldPath<T> | undefined

/** Where a failure was shown: on the form, or as the flow-error notice (the flow restarts). */
export type ShownFailure = 'form' | 'notice'

export interface FormFailureState {
  /** The form-level message (FormAlert), null when there is none. */
  failure: FormFailure | null
  /** After a 429: when a retry is accepted (SubmitButton `retryAt`). */
  retryAt: number | null
  report: (error: unknown) => ShownFailure
  clear: () => void
}

/** Where to restart a flow a failed call says cannot go on (an ApiError carrying redirectTo). */
const restartTarget = (error: unknown) =>
  isApiError(error) && error.status !== 429 ? redirectOfFailure(error) : undefined

const everyFieldPlaced = <T extends FieldValues>(error: ApiError, fieldOf: ServerFieldMap<T>) =>
  error.fieldErrors.length > 0 &&
  error.fieldErrors.every(({ field }) => fieldOf(field) !== undefined)

/** The backend's own text, if it sent one (ApiError falls back to a technical message). */
const serverText = (error: ApiError): unknown =>
  (error.body as { message?: unknown } | undefined)?.message

/**
 * What a form shows when its call fails (spec 01 §7, §8): field errors on their fields (first one
 * focused), anything else as the form-level message with its code, a 429's Retry-After as the
 * submit button's wait, and the flow-error notice when the answer says where to restart. A field
 * error goes on the field of `fields` of its name, or on the one `fieldOf` names.
 */
export function useFormFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  messages: FailureMessages = {},
  fieldOf: ServerFieldMap<T> = (serverField) => fields.find((name) => name === serverField),
): FormFailureState {
  const { i18n } = useLingui()
  const [failure, setFailure] = useState<FormFailure | null>(null)
  const [retryAt, setRetryAt] = useState<number | null>(null)

  const report = (error: unknown): ShownFailure => {
    setFailure(null)
    const restartAt = restartTarget(error)
    if (restartAt) {
      openFlowError({
        redirectTo: restartAt,
        message: isApiError(error) ? serverSentence(serverText(error)) : undefined,
      })
      return 'notice'
    }
    if (!isApiError(error)) {
      setFailure({ message: i18n._(GENERIC_FAILURE), code: undefined })
      return 'form'
    }
    applyServerErrors(
      error,
      setError,
      fields,
      (fieldError) => failureText(i18n, fieldError.code, fieldError.message, messages),
      fieldOf,
    )
    if (error.status === 429 && error.retryAfterSeconds) {
      setRetryAt(Date.now() + error.retryAfterSeconds * 1000)
    }
    if (everyFieldPlaced(error, fieldOf)) return 'form'
    setFailure({
      message: failureText(i18n, error.code, serverText(error), messages),
      code: error.code,
      requestId: error.requestId,
    })
    return 'form'
  }

  return { failure, retryAt, report, clear: () => setFailure(null) }
}

const ignoreFieldErrors = () => {}

/** The same for a call made without a form (a button): every failure is the page-level message. */
export function useCallFailure(messages?: FailureMessages): FormFailureState {
  return useFormFailure(ignoreFieldErrors, [], messages)
}
