import {
  get,
  useFormState,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form'
import { isEmailTaken } from '../rules/registration-failure'
import { LoginInstead } from './LoginInstead'

export interface EmailTakenLoginProps<T extends FieldValues> {
  /** The e-mail field of the form (FormShell). */
  name: FieldPath<T>
  /** Where "sign in instead" goes: /oidc/login in the provider flow. */
  to?: '/login' | '/oidc/login'
  /** The code of the form-level failure, for an answer that put the refusal on no field. */
  failureCode?: string
}

/**
 * Under the e-mail field of a sign-up form: the way to the login page while the server refuses
 * the address as already registered (spec 01 §8, ACCOUNT_ALREADY_EXISTS_EMAIL and its external
 * variant) — the field error keeps its code as its type (applyServerErrors). It goes once the
 * field is valid again (another address).
 */
export function EmailTakenLogin<T extends FieldValues>({
  name,
  to,
  failureCode,
}: EmailTakenLoginProps<T>) {
  const { errors } = useFormState<T>({ name, exact: true })
  const error: FieldError | undefined = get(errors, name)
  if (!isEmailTaken(error?.type) && !isEmailTaken(failureCode)) return null
  return <LoginInstead to={to} />
}
