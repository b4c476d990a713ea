import { Group, Radio, type RadioGroupProps } from '@mantine/core'
import type { FieldValues } from 'react-hook-form'
import type { Bound, BoundFieldProps } from './bound-field'
import { useChoiceGroup, type ChoiceOption } from './choice-group'

export type FormRadioGroupProps<T extends FieldValues, TOut = T> = BoundFieldProps<
  T,
  TOut,
  string
> &
  Omit<RadioGroupProps, Bound | 'children'> & { options: readonly ChoiceOption[] }

/** Radio buttons bound to the form, in a row (the value: the chosen option's). */
export function FormRadioGroup<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  options,
  ...group
}: FormRadioGroupProps<T, TOut>) {
  const bound = useChoiceGroup({ control, name, label, requirement, id: group.id })
  return (
    <Radio.Group {...group} {...bound.group} name={bound.name}>
      <Group gap="lg" mt="xs">
        {options.map((option, index) => (
          <Radio
            key={option.value}
            {...bound.choice(index)}
            value={option.value}
            label={option.label}
          />
        ))}
      </Group>
    </Radio.Group>
  )
}
