import type { FieldValues } from 'react-hook-form'
import { PasswordField, type PasswordFieldProps } from '../controls/PasswordField'
import { labelled, useTypedField, type Bound, type BoundFieldProps } from './bound-field'

export type FormPasswordFieldProps<T extends FieldValues, TOut = T> = BoundFieldProps<
  T,
  TOut,
  string
> &
  Omit<PasswordFieldProps, Bound>

/** A password bound to the form (PasswordField: aria-invalid, translated show/hide button). */
export function FormPasswordField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  ...input
}: FormPasswordFieldProps<T, TOut>) {
  const { field, error } = useTypedField({ control, name })
  return <PasswordField {...input} {...field} {...labelled(label, requirement)} error={error} />
}
