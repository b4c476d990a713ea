import type { FieldValues } from 'react-hook-form'
import { ChoiceGroup, type ChoiceGroupProps } from './choice-group'

export type FormRadioGroupProps<T extends FieldValues, TOut = T> = ChoiceGroupProps<
  T,
  TOut,
  string
> & {
  /** One choice per line instead of a row (long labels). */
  stacked?: boolean
}

/** Radio buttons bound to the form, in a row (the value: the chosen option's). */
export function FormRadioGroup<T extends FieldValues, TOut = T>({
  stacked = false,
  ...props
}: FormRadioGroupProps<T, TOut>) {
  return <ChoiceGroup {...props} gap={stacked ? 'sm' : 'lg'} stacked={stacked} />
}
