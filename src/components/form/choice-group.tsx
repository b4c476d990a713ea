import { useId, type ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { CheckBox, RadioButton } from '../controls/ChoiceBox'
import { ChoiceGroupFrame } from '../controls/ChoiceGroupFrame'
import layout from './form-layout.module.css'
import { labelled, useBoundField, type BoundFieldProps } from './bound-field'

export interface ChoiceOption {
  value: string
  label: ReactNode
  /** Shown but not choosable (e.g. a payment method the plan does not accept). */
  disabled?: boolean
  /** Under the label, the choice's description (e.g. why it cannot be chosen). */
  description?: ReactNode
}

/** The choice a failure focuses: the first that can be chosen. */
const firstEnabled = (options: readonly ChoiceOption[]) =>
  Math.max(
    0,
    options.findIndex((option) => !option.disabled),
  )

/** A group of choices bound to the form: its options, and an optional description and id. */
export type ChoiceGroupProps<T extends FieldValues, TOut, V> = BoundFieldProps<T, TOut, V> & {
  options: readonly ChoiceOption[]
  description?: ReactNode
  id?: string
}

/**
 * A group of choices bound to a field (decision 0018): radio buttons for one value (`one`),
 * checkboxes for a list of values (`many`). The group has the label, the description and the
 * error; each choice is marked invalid and described by the group's error, and the first
 * choosable one takes the focus a failure gives the field. The choices sit in a row that wraps,
 * or one per line (`stacked`).
 */
export function ChoiceGroup<T extends FieldValues, TOut, V extends string | string[]>({
  control,
  name,
  label,
  requirement,
  options,
  description,
  id: givenId,
  gap,
  stacked = false,
}: ChoiceGroupProps<T, TOut, V> & { gap: 'sm' | 'md' | 'lg'; stacked?: boolean }) {
  const { field, error } = useBoundField({ control, name })
  const generatedId = useId()
  const id = givenId ?? generatedId
  const value = field.value as string | string[]
  const many = Array.isArray(value)
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}
  const Choice = many ? CheckBox : RadioButton
  return (
    <ChoiceGroupFrame
      kind={many ? 'CheckboxGroup' : 'RadioGroup'}
      id={id}
      {...labelled(label, requirement)}
      description={description}
      error={error}
    >
      <div className={layout.choices} data-gap={gap} data-stacked={stacked || undefined}>
        {options.map((option, index) => (
          <Choice
            key={option.value}
            {...invalid}
            ref={index === firstEnabled(options) ? field.ref : undefined}
            name={many ? undefined : field.name}
            value={option.value}
            label={option.label}
            description={option.description}
            disabled={option.disabled}
            checked={many ? value.includes(option.value) : value === option.value}
            onChange={() =>
              field.onChange(
                many
                  ? value.includes(option.value)
                    ? value.filter((chosen) => chosen !== option.value)
                    : [...value, option.value]
                  : option.value,
              )
            }
            onBlur={field.onBlur}
          />
        ))}
      </div>
    </ChoiceGroupFrame>
  )
}
