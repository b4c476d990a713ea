import type { ReactNode } from 'react'
import { InputFrame, useControlIds, type FrameProps } from './InputFrame'

/**
 * Mantine's Checkbox.Group and Radio.Group as plain markup (decision 0018): the group's label,
 * description and error around a `group`/`radiogroup` named and described by them. The choices
 * themselves are CheckBox or RadioButton, given their value and change handler by the caller.
 */
export function ChoiceGroupFrame({
  kind,
  id,
  label,
  description,
  error,
  required,
  children,
}: Omit<FrameProps, 'size' | 'id'> & {
  kind: 'CheckboxGroup' | 'RadioGroup'
  id: string
  /** A choice must be made (a radio group says so; ARIA gives a group of checkboxes no such state). */
  required?: boolean
  children: ReactNode
}) {
  const ids = useControlIds({ id, error, description })
  return (
    <InputFrame kind={kind} ids={ids} label={label} description={description} error={error} group>
      <div
        role={kind === 'CheckboxGroup' ? 'group' : 'radiogroup'}
        aria-labelledby={label ? `${id}-label` : undefined}
        aria-required={kind === 'RadioGroup' && required ? true : undefined}
        aria-describedby={ids['aria-describedby']}
      >
        {children}
      </div>
    </InputFrame>
  )
}
