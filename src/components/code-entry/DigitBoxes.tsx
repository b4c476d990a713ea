import { useLingui } from '@lingui/react/macro'
import { Group, Stack } from '@mantine/core'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import {
  backspaceInBox,
  pasteIntoBoxes,
  typeIntoBox,
  typedIntoBoxes,
  type Digits,
  type DigitsEdit,
} from '~/lib/forms/digit-boxes'
import { FieldError, InputBox } from '../controls/InputFrame'
import { INPUT } from '../controls/mantine-classes'
import classes from './digit-boxes.module.css'

export interface DigitBoxesProps {
  label: ReactNode
  /** One string per box ('' when empty); its length is the number of boxes. */
  value: Digits
  onChange: (digits: Digits) => void
  error?: string
  disabled?: boolean
  /** Every box must be filled (its label says 必須: FormDigitBoxes). */
  required?: boolean
  /** The first box's input (to focus it on an error). */
  ref?: (node: HTMLInputElement | null) => void
  /** Left by the boxes (a bound field passes it on). */
  onBlur?: () => void
}

/**
 * A code typed one digit per box (the 4-digit PIN): each box takes one digit and moves on,
 * backspace clears and moves back, a paste of exactly the right count fills every box; full-width
 * digits become half-width.
 */
export function DigitBoxes({
  label,
  value,
  onChange,
  error,
  disabled,
  required,
  ref,
  onBlur,
}: DigitBoxesProps) {
  const { t } = useLingui()
  const id = useId()
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const apply = ({ digits, focus }: DigitsEdit) => {
    onChange(digits)
    boxes.current[focus]?.focus()
  }
  // What was typed into the server's boxes before their code ran (decision 0025) becomes the
  // value, instead of an empty one that would wipe it on the next render.
  const adopted = useRef(false)
  useEffect(() => {
    if (adopted.current) return
    adopted.current = true
    const shown = boxes.current.map((box) => box?.value ?? '')
    if (shown.join('') === value.join('')) return
    const digits = typedIntoBoxes(value.length, shown)
    onChange(digits)
    if (boxes.current.some((box) => box === document.activeElement)) {
      boxes.current[Math.min(digits.filter(Boolean).length, value.length - 1)]?.focus()
    }
  }, [value, onChange])
  const labelId = `${id}-label`
  const errorId = `${id}-error`

  return (
    <Stack gap={4}>
      {/* Every field's label, as Mantine's Input label: one size and weight (the theme's). */}
      <div id={labelId} className={`${INPUT.label} mantine-InputWrapper-label`}>
        {label}
      </div>
      <Group role="group" aria-labelledby={labelId} gap="sm" wrap="nowrap">
        {value.map((digit, index) => (
          // The boxes never move: a box's position is its identity.
          <InputBox key={index} kind="Input" error={Boolean(error)} disabled={disabled}>
            <input
              ref={(node) => {
                boxes.current[index] = node
                if (index === 0) ref?.(node)
              }}
              className={`${classes.box} ${INPUT.input} mantine-Input-input`}
              data-variant="default"
              data-error={error ? true : undefined}
              data-disabled={disabled || undefined}
              value={digit}
              disabled={disabled}
              required={required}
              aria-label={t`${index + 1}桁目`}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={Boolean(error)}
              type="text"
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              onChange={(event) => apply(typeIntoBox(value, index, event.currentTarget.value))}
              onKeyDown={(event) => {
                if (event.key !== 'Backspace') return
                event.preventDefault()
                apply(backspaceInBox(value, index))
              }}
              onFocus={(event) => event.currentTarget.select()}
              onBlur={onBlur}
              onPaste={(event) => {
                event.preventDefault()
                const pasted = pasteIntoBoxes(value.length, event.clipboardData.getData('text'))
                if (pasted) apply(pasted)
              }}
            />
          </InputBox>
        ))}
      </Group>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Stack>
  )
}
