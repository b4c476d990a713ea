import { Checkbox, Group, type CheckboxGroupProps } from '@mantine/core'
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
export function FormCheckboxGroup<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  options,
  ...group
}: FormCheckboxGroupProps<T, TOut>) {
  const bound = useChoiceGroup({ control, name, label, requirement, id: group.id })
  return (
    <Checkbox.Group {...group} {...bound.group}>
      <Group gap="md" mt="xs">
        {options.map((option, index) => (
          <Checkbox
            key={option.value}
            {...bound.choice(index)}
            value={option.value}
            label={option.label}
          />
        ))}
      </Group>
    </Checkbox.Group>
  )
}
