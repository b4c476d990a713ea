import type { FieldPath } from 'react-hook-form'
import { profileFormField } from '~/lib/rules/profile/server-fields'
import type { SignupFormInput } from './form-input'

const ACCOUNT_FIELDS: readonly string[] = [
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
  if (ACCOUNT_FIELDS.includes(field)) return field as FieldPath<SignupFormInput>
  if (field === 'socialEmail') return 'email'
  if (field === 'policyConsentData') return 'policiesAgreed'
  if (/^parentalConsentData(\.|$)/.test(field)) {
    return layout.parentalConsentCount > 0 ? 'parentalConsents.0' : undefined
  }
  return profileFormField(field, layout.customIds)
}
