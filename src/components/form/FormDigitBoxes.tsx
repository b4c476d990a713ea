import type { FieldValues } from 'react-hook-form'
import { DigitBoxes, type DigitBoxesProps } from '../code-entry/DigitBoxes'
import { labelled, useBoundField, type Bound, type BoundFieldProps } from './bound-field'

export type FormDigitBoxesProps<T extends FieldValues, TOut = T> = BoundFieldProps<
  T,
  TOut,
  string[]
> &
  Omit<DigitBoxesProps, Bound | 'ref' | 'disabled'> & {
    /** Told of every edit after the field changed (e.g. to clear the form's errors). */
    onEdit?: () => void
  }

/** A row of single-digit boxes bound to a list of digits of the form. */
export function FormDigitBoxes<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  onEdit,
  ...boxes
}: FormDigitBoxesProps<T, TOut>) {
  const {
    field: { onChange, ...field },
    error,
  } = useBoundField({ control, name })
  return (
    <DigitBoxes
      {...boxes}
      {...field}
      {...labelled(label, requirement)}
      error={error}
      onChange={(digits) => {
        onChange(digits)
        onEdit?.()
      }}
    />
  )
}
