import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { SelectBox, type SelectBoxProps } from '../controls/SelectBox'
import { labelled, useTypedField, type Bound, type BoundFieldProps } from './bound-field'

/** One choice of a FormSelect. */
export interface SelectOption {
  value: string
  label: string
}

export type FormSelectProps<T extends FieldValues, TOut = T> = BoundFieldProps<T, TOut, string> &
  Omit<SelectBoxProps, Bound | 'children'> & {
    /** Its options, in order. */
    data: readonly SelectOption[]
  }

const renderedOptions = new WeakMap<readonly SelectOption[], ReactNode[]>()

/**
 * The `<option>`s of a list, made once per list: a list kept
 * for the whole process (the prefectures) is not rebuilt on every server render.
 */
function optionsOf(data: readonly SelectOption[]): ReactNode[] {
  let options = renderedOptions.get(data)
  if (!options) {
    options = data.map(({ value, label }) => (
      <option key={value} value={value}>
        {label}
      </option>
    ))
    renderedOptions.set(data, options)
  }
  return options
}

/** A native select bound to the form (`data`: its options). */
export function FormSelect<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  data,
  ...select
}: FormSelectProps<T, TOut>) {
  const { field, error } = useTypedField({ control, name })
  return (
    <SelectBox {...select} {...field} {...labelled(label, requirement)} error={error}>
      {optionsOf(data)}
    </SelectBox>
  )
}
