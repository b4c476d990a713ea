import { useId, type ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FieldError } from '../controls/InputFrame'
import { useBoundField } from './bound-field'

export interface FormFieldBoxProps<T extends FieldValues, TOut = T> {
  control?: Control<T, unknown, TOut>
  name: FieldPath<T>
  /** The box's accessible name (the field's label), when nothing else names it. */
  label?: string
  children: ReactNode
}

/**
 * A field no control of its own stands for (policies read to their end, an image, a choice with
 * nothing to choose yet): the box around what does takes the focus a failure gives the field
 * (tabIndex -1: the first error is focused and scrolled to), marked invalid and described by the
 * field's error, which shows under what it holds.
 */
export function FormFieldBox<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  children,
}: FormFieldBoxProps<T, TOut>) {
  const {
    field: { ref: focusTarget },
    error,
  } = useBoundField<T, TOut, unknown>({ control, name })
  const errorId = useId()
  return (
    <div
      ref={focusTarget}
      tabIndex={-1}
      role="group"
      aria-label={label}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      {children}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </div>
  )
}
