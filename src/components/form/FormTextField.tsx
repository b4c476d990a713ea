import { TextBox, type TextBoxProps } from '../controls/TextBox'
import type { FieldValues } from 'react-hook-form'
import { labelled, useTypedField, type Bound, type BoundFieldProps } from './bound-field'

export type FormTextFieldProps<T extends FieldValues, TOut = T> = BoundFieldProps<T, TOut, string> &
  Omit<TextBoxProps, Bound>

/** A text input bound to the form. */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  ...input
}: FormTextFieldProps<T, TOut>) {
  const { field, error } = useTypedField({ control, name })
  return <TextBox {...input} {...field} {...labelled(label, requirement)} error={error} />
}

/**
 * An e-mail address (or a sign-in identifier, with `type="text"`): offered by the browser's
 * saved sign-ins (`username`; `email` where an address is being registered), never capitalised
 * or spell-checked.
 */
export function FormEmailField<T extends FieldValues, TOut = T>(
  props: FormTextFieldProps<T, TOut> & {
    autoComplete?: 'username' | 'username webauthn' | 'email'
  },
) {
  return (
    <FormTextField
      type="email"
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      {...props}
    />
  )
}
