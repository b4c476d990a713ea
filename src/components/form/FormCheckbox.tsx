import type { FieldValues } from 'react-hook-form'
import { CheckBox, type ChoiceBoxProps } from '../controls/ChoiceBox'
import { labelled, useBoundField, type Bound, type BoundFieldProps } from './bound-field'

export type FormCheckboxProps<T extends FieldValues, TOut = T> = BoundFieldProps<T, TOut, boolean> &
  Omit<ChoiceBoxProps, Bound | 'checked'>

/** A checkbox bound to a boolean of the form, marked invalid with its error. */
export function FormCheckbox<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  ...checkbox
}: FormCheckboxProps<T, TOut>) {
  const {
    field: { value, onChange, ...field },
    error,
  } = useBoundField({ control, name })
  return (
    <CheckBox
      {...checkbox}
      {...field}
      {...labelled(label, requirement)}
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      aria-invalid={error ? true : undefined}
    />
  )
}
