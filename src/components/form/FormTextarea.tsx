import type { FieldValues } from 'react-hook-form'
import { TextareaBox, type TextareaBoxProps } from '../controls/TextareaBox'
import { labelled, useTypedField, type Bound, type BoundFieldProps } from './bound-field'

export type FormTextareaProps<T extends FieldValues, TOut = T> = BoundFieldProps<T, TOut, string> &
  Omit<TextareaBoxProps, Bound>

/** A multi-line text bound to the form (4 rows unless told). */
export function FormTextarea<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  ...textarea
}: FormTextareaProps<T, TOut>) {
  const { field, error } = useTypedField({ control, name })
  return (
    <TextareaBox
      rows={4}
      {...textarea}
      {...field}
      {...labelled(label, requirement)}
      error={error}
    />
  )
}
