import { Checkbox, type CheckboxProps } from '@mantine/core'
import type { FieldValues } from 'react-hook-form'
import { labelled, useBoundField, type Bound, type BoundFieldProps } from './bound-field'

export type FormCheckboxProps<T extends FieldValues, TOut = T> = BoundFieldProps<T, TOut, boolean> &
  Omit<CheckboxProps, Bound | 'checked'>

/** A checkbox bound to a boolean of the form (aria-invalid, which Mantine leaves out). */
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
    <Checkbox
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
