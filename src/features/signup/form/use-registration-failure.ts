import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useState } from 'react'
import type { UseFormSetError } from 'react-hook-form'
import { isApiError } from '~/lib/api/api-error'
import { applyServerErrors } from '~/lib/forms/server-errors'
import type { SignupFormInput } from '../rules/form-input'
import {
  describeRegistrationFailure,
  fieldErrorMessage,
  type RegistrationFailure,
} from '../rules/registration-failure'
import { formFieldOf, type FormLayout } from '../rules/server-fields'

export interface RegistrationFailureState {
  /** The form-level failure (server message, timeout…), null when every error found its field. */
  failure: RegistrationFailure | null
  /** Some errors sit on the fields above: '登録処理に失敗しました。上記エラー内容をご確認ください。' */
  onFields: boolean
  retryAt: number | null
  report: (error: unknown) => void
  clear: () => void
}

/**
 * The sign-up form's failures (spec 01 §8): field errors on their fields, worded by the error
 * catalogue, the first focused and scrolled to, with the summary under the form; everything else
 * as the form-level message.
 */
export function useRegistrationFailure(
  setError: UseFormSetError<SignupFormInput>,
  layout: FormLayout,
): RegistrationFailureState {
  const { i18n } = useLingui()
  const [failure, setFailure] = useState<RegistrationFailure | null>(null)
  const [onFields, setOnFields] = useState(false)
  const [retryAt, setRetryAt] = useState<number | null>(null)
  const text = (message: MessageDescriptor | string) =>
    typeof message === 'string' ? message : i18n._(message)

  const report = (error: unknown) => {
    const { formMessage } = applyServerErrors(
      error,
      setError,
      [],
      (fieldError) => text(fieldErrorMessage(fieldError)),
      (serverField) => formFieldOf(serverField, layout),
    )
    const placed =
      isApiError(error) &&
      error.fieldErrors.some((fieldError) => formFieldOf(fieldError.field, layout) !== undefined)
    setOnFields(placed)
    // The first field in error is focused; bring it to the middle of the screen too, also when it
    // is a group (custom choices, consents) that takes no focus itself.
    if (placed) {
      requestAnimationFrame(() =>
        document.querySelector('[aria-invalid="true"]')?.scrollIntoView({ block: 'center' }),
      )
    }
    setFailure(placed && formMessage === undefined ? null : describeRegistrationFailure(error))
    if (isApiError(error) && error.status === 429 && error.retryAfterSeconds) {
      setRetryAt(Date.now() + error.retryAfterSeconds * 1000)
    }
  }

  const clear = () => {
    setFailure(null)
    setOnFields(false)
  }

  return { failure, onFields, retryAt, report, clear }
}
