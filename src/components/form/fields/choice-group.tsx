import { useId, type ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { labelled, useBoundField, type BoundFieldProps } from './bound-field'

export interface ChoiceOption {
  value: string
  label: ReactNode
}

/**
 * The binding of a group of choices (radio buttons, checkboxes): the group takes the value, its
 * label and the error; each choice is marked invalid and described by the group's error, which
 * Mantine leaves out, and the first one takes the focus a failure gives the field.
 */
export function useChoiceGroup<T extends FieldValues, TOut, V>({
  control,
  name,
  label,
  requirement,
  id,
}: BoundFieldProps<T, TOut, V> & { id: string | undefined }) {
  const { field, error } = useBoundField({ control, name })
  const generatedId = useId()
  const groupId = id ?? generatedId
  return {
    name: field.name,
    group: {
      ...labelled(label, requirement),
      id: groupId,
      withAsterisk: false,
      value: field.value,
      onChange: field.onChange,
      error,
    },
    choice: (index: number) => ({
      ref: index === 0 ? field.ref : undefined,
      onBlur: field.onBlur,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${groupId}-error` : undefined,
    }),
  }
}
