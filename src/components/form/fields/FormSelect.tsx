import { NativeSelect, type NativeSelectProps } from '@mantine/core'
import type { FieldValues } from 'react-hook-form'
import { labelled, useTypedField, type Bound, type BoundFieldProps } from './bound-field'

export type FormSelectProps<T extends FieldValues, TOut = T> = BoundFieldProps<T, TOut, string> &
  Omit<NativeSelectProps, Bound>

/** A native select bound to the form (`data`: its options). */
export function FormSelect<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  ...select
}: FormSelectProps<T, TOut>) {
  const { field, error } = useTypedField({ control, name })
  return (
    <NativeSelect
      {...select}
      {...field}
      {...labelled(label, requirement)}
      withAsterisk={false}
      error={error}
    />
  )
}
