import type { FieldPath } from 'react-hook-form'
import { PROFILE_INPUT_FIELDS } from './field-rules'
import type { SignupFormInput } from './form-input'

const SAME_NAME: readonly string[] = [
  ...PROFILE_INPUT_FIELDS,
  'email',
  'pinCode',
  'loginId',
  'password',
  'passwordConfirm',
]

export interface FormLayout {
  /** Ids of the shown custom fields, in form order. */
  customIds: readonly string[]
  parentalConsentCount: number
}

/**
 * The form field of a request-body field named in a failed answer (`inputtedData.loginId`,
 * `socialEmail`, `customAssociatedInfo.<id>`…), or undefined when the form has none.
 */
export function formFieldOf(
  serverField: string,
  layout: FormLayout,
): FieldPath<SignupFormInput> | undefined {
  const field = serverField.replace(/^inputtedData\./, '')
  if (SAME_NAME.includes(field)) return field as FieldPath<SignupFormInput>
  if (field === 'socialEmail') return 'email'
  if (field === 'policyConsentData') return 'policiesAgreed'
  if (/^parentalConsentData(\.|$)/.test(field)) {
    return layout.parentalConsentCount > 0 ? 'parentalConsents.0' : undefined
  }
  const custom = /^customAssociatedInfo\.(.+)$/.exec(field)
  const index = custom ? layout.customIds.indexOf(custom[1]!) : -1
  return index >= 0 ? `custom.${index}` : undefined
}
