import { useId, type ComponentType, type ReactNode, type Ref } from 'react'
import type { FieldValues } from 'react-hook-form'
import layout from '../form-layout.module.css'
import { labelled, useBoundField, type BoundFieldProps } from './bound-field'

export interface ChoiceOption {
  value: string
  label: ReactNode
  /** Shown but not choosable (e.g. a payment method the plan does not accept). */
  disabled?: boolean
}

/** The choice a failure focuses: the first that can be chosen. */
const firstEnabled = (options: readonly ChoiceOption[]) =>
  Math.max(
    0,
    options.findIndex((option) => !option.disabled),
  )

/** What a choice of the group (Mantine's Radio or Checkbox) is given. */
interface ChoiceProps {
  value: string
  label: ReactNode
  ref?: Ref<HTMLInputElement>
  disabled?: boolean
  onBlur: () => void
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/** What a choice group is given: a bound field with its options, and the group's own props. */
type ChoiceGroupProps<T extends FieldValues, TOut, V> = BoundFieldProps<T, TOut, V> & {
  options: readonly ChoiceOption[]
  id?: string
}

/**
 * The binding of a group of choices (radio buttons, checkboxes): the group takes its own props,
 * the value, the label and the error; the choices, in a row, are each marked invalid and described
 * by the group's error, which Mantine leaves out, and the first choosable one takes the focus a
 * failure gives the field.
 */
export function useChoiceGroup<
  T extends FieldValues,
  TOut,
  V,
  P extends ChoiceGroupProps<T, TOut, V>,
>({ control, name, label, requirement, options, ...props }: P & ChoiceGroupProps<T, TOut, V>) {
  const { field, error } = useBoundField({ control, name })
  const generatedId = useId()
  const id = props.id ?? generatedId
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}
  return {
    name: field.name,
    group: {
      ...props,
      ...labelled(label, requirement),
      id,
      withAsterisk: false,
      value: field.value,
      onChange: field.onChange,
      error,
    },
    /** The choices in a row that wraps, or one per line (`stacked`). */
    choices: (Choice: ComponentType<ChoiceProps>, gap: 'sm' | 'md' | 'lg', stacked = false) => (
      <div className={layout.choices} data-gap={gap} data-stacked={stacked || undefined}>
        {options.map((option, index) => (
          <Choice
            key={option.value}
            {...invalid}
            ref={index === firstEnabled(options) ? field.ref : undefined}
            value={option.value}
            label={option.label}
            disabled={option.disabled}
            onBlur={field.onBlur}
          />
        ))}
      </div>
    ),
  }
}
