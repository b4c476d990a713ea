import type { FieldValues } from 'react-hook-form'
import { ChoiceGroup, type ChoiceGroupProps } from './choice-group'

export type FormCheckboxGroupProps<T extends FieldValues, TOut = T> = ChoiceGroupProps<
  T,
  TOut,
  string[]
>

/** Checkboxes bound to the form, in a row (the value: the ticked options' values). */
export function FormCheckboxGroup<T extends FieldValues, TOut = T>(
  props: FormCheckboxGroupProps<T, TOut>,
) {
  return <ChoiceGroup {...props} gap="md" />
}
