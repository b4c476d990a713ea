import { Checkbox, type CheckboxGroupProps } from '@mantine/core'
import type { FieldValues } from 'react-hook-form'
import type { Bound, BoundFieldProps } from './bound-field'
import { useChoiceGroup, type ChoiceOption } from './choice-group'

export type FormCheckboxGroupProps<T extends FieldValues, TOut = T> = BoundFieldProps<
  T,
  TOut,
  string[]
> &
  Omit<CheckboxGroupProps, Bound | 'children'> & { options: readonly ChoiceOption[] }

/** Checkboxes bound to the form, in a row (the value: the ticked options' values). */
export function FormCheckboxGroup<T extends FieldValues, TOut = T>(
  props: FormCheckboxGroupProps<T, TOut>,
) {
  const { group, choices } = useChoiceGroup(props)
  return <Checkbox.Group {...group}>{choices(Checkbox, 'md')}</Checkbox.Group>
}
