import { useState } from 'react'
import type { ServerFieldMap } from '~/components/form-submit/use-form-failure'
import { isApiError } from '~/lib/api/api-error'
import type { SignupFormInput } from '../rules/form-input'
import {
  describeRegistrationFailure,
  type RegistrationFailure,
} from '../rules/registration-failure'
import { formFieldOf, type FormLayout } from '../rules/server-fields'

export interface RegistrationFailureState {
  /** The form-level failure (server message, timeout…), null when every error found its field. */
  failure: RegistrationFailure | null
  /** Some errors sit on the fields above: '登録処理に失敗しました。上記エラー内容をご確認ください。' */
  onFields: boolean
  /** useFormSubmit's `fieldOf`: the form field of a request-body field (none without a layout). */
  fieldOf: ServerFieldMap<SignupFormInput>
  /** useFormSubmit's `onFailure`. */
  report: (error: unknown) => void
  clear: () => void
}

/**
 * How the sign-up's confirm and register calls word a failure useFormSubmit has shown on the form
 * (spec 01 §8): the form-level message of the registration catalogue, with the way to the login
 * page — none when every field error found its field on the form laid out as `layout` (the
 * confirm screen has none) — and whether some did, the first of them brought to the middle of
 * the screen.
 */
export function useRegistrationFailure(layout?: FormLayout): RegistrationFailureState {
  const [failure, setFailure] = useState<RegistrationFailure | null>(null)
  const [onFields, setOnFields] = useState(false)
  const fieldOf = (serverField: string) => layout && formFieldOf(serverField, layout)

  const report = (error: unknown) => {
    const fieldErrors = isApiError(error) ? error.fieldErrors : []
    const placed = fieldErrors.filter(({ field }) => fieldOf(field) !== undefined).length
    setOnFields(placed > 0)
    // The first field in error is focused; bring it to the middle of the screen too, also when it
    // is a group (custom choices, consents) that takes no focus itself.
    if (placed > 0) {
      requestAnimationFrame(() =>
        document.querySelector('[aria-invalid="true"]')?.scrollIntoView({ block: 'center' }),
      )
    }
    const everyPlaced = placed > 0 && placed === fieldErrors.length
    setFailure(everyPlaced ? null : describeRegistrationFailure(error))
  }

  const clear = () => {
    setFailure(null)
    setOnFields(false)
  }

  return { failure, onFields, fieldOf, report, clear }
}
