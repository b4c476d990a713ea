import type { FieldValues } from 'react-hook-form'
import { NormalizedInput, type NormalizedInputProps } from '../controls/NormalizedInput'
import { labelled, useTypedField, type Bound, type BoundFieldProps } from './bound-field'

export type FormNormalizedFieldProps<T extends FieldValues, TOut = T> = BoundFieldProps<
  T,
  TOut,
  string
> &
  Omit<NormalizedInputProps, Bound>

/**
 * A text bound to the form whose value is normalised as typed and may be shown formatted
 * (NormalizedInput: phone number, birthday, postal code).
 */
export function FormNormalizedField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  ...input
}: FormNormalizedFieldProps<T, TOut>) {
  const { field, error } = useTypedField({ control, name }, input.normalize)
  return <NormalizedInput {...input} {...field} {...labelled(label, requirement)} error={error} />
}
