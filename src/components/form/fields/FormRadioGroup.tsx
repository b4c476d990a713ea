import { Radio, type RadioGroupProps } from '@mantine/core'
import type { FieldValues } from 'react-hook-form'
import type { Bound, BoundFieldProps } from './bound-field'
import { useChoiceGroup, type ChoiceOption } from './choice-group'

export type FormRadioGroupProps<T extends FieldValues, TOut = T> = BoundFieldProps<
  T,
  TOut,
  string
> &
  Omit<RadioGroupProps, Bound | 'children'> & {
    options: readonly ChoiceOption[]
    /** One choice per line instead of a row (long labels). */
    stacked?: boolean
  }

/** Radio buttons bound to the form, in a row (the value: the chosen option's). */
export function FormRadioGroup<T extends FieldValues, TOut = T>({
  stacked = false,
  ...props
}: FormRadioGroupProps<T, TOut>) {
  const { name, group, choices } = useChoiceGroup(props)
  return (
    <Radio.Group {...group} name={name}>
      {choices(Radio, stacked ? 'sm' : 'lg', stacked)}
    </Radio.Group>
  )
}
