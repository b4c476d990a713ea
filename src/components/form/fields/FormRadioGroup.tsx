import { Group, Radio, type RadioGroupProps } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { labelled, useBoundField, type Bound, type BoundFieldProps } from './bound-field'

export interface RadioOption {
  value: string
  label: ReactNode
}

export type FormRadioGroupProps<T extends FieldValues, TOut = T> = BoundFieldProps<
  T,
  TOut,
  string
> &
  Omit<RadioGroupProps, Bound | 'children'> & { options: readonly RadioOption[] }

/**
 * Radio buttons bound to the form, in a row. Each is marked invalid and described by the group's
 * error, which Mantine leaves out.
 */
export function FormRadioGroup<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  options,
  ...group
}: FormRadioGroupProps<T, TOut>) {
  const { field, error } = useBoundField({ control, name })
  const generatedId = useId()
  const id = group.id ?? generatedId
  return (
    <Radio.Group
      {...group}
      {...labelled(label, requirement)}
      id={id}
      withAsterisk={false}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      error={error}
    >
      <Group gap="lg" mt="xs">
        {options.map((option, index) => (
          <Radio
            key={option.value}
            ref={index === 0 ? field.ref : undefined}
            value={option.value}
            label={option.label}
            onBlur={field.onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        ))}
      </Group>
    </Radio.Group>
  )
}
