import { useState, type ComponentProps, type CSSProperties, type Ref } from 'react'
import { FramedControl, splitFramed, type FramedProps } from './FramedControl'
import { ACTION_ICON, PASSWORD_INPUT, UNSTYLED_BUTTON } from './mantine-classes'
import { VisibilityIcon } from './VisibilityIcon'

export interface PasswordBoxProps
  extends FramedProps, Omit<ComponentProps<'input'>, 'size' | 'type'> {
  /** The accessible name of the show/hide button. */
  toggleLabel: string
  ref?: Ref<HTMLInputElement>
}

const TOGGLE_STYLE = {
  '--ai-bg': 'transparent',
  '--ai-hover': 'var(--mantine-color-gray-light-hover)',
  '--ai-color': 'var(--mantine-color-gray-light-color)',
  '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
} as CSSProperties

/**
 * A password input that looks and behaves as Mantine's PasswordInput (same markup and classes,
 * decision 0018): a show/hide button that the pointer, Space or Enter toggles without taking the
 * focus from the field, and that Tab skips.
 */
export function PasswordBox(props: PasswordBoxProps) {
  const [field, { toggleLabel, disabled, ...input }] = splitFramed(props)
  const size = field.size ?? 'sm'
  const [visible, setVisible] = useState(false)
  const toggle = () => setVisible((shown) => !shown)
  return (
    <FramedControl
      kind="PasswordInput"
      {...field}
      className={`${PASSWORD_INPUT.root} mantine-PasswordInput-root${field.className ? ` ${field.className}` : ''}`}
      style={
        {
          '--psi-icon-size': `var(--psi-icon-size-${size})`,
          '--psi-button-size': `var(--psi-button-size-${size})`,
          ...field.style,
        } as CSSProperties
      }
      disabled={disabled}
      rightSection={
        <button
          style={TOGGLE_STYLE}
          className={`mantine-focus-auto${disabled ? '' : ' mantine-active'} ${PASSWORD_INPUT.visibilityToggle} mantine-PasswordInput-visibilityToggle ${ACTION_ICON.root} mantine-ActionIcon-root ${UNSTYLED_BUTTON.root} mantine-UnstyledButton-root`}
          data-variant="subtle"
          data-disabled={disabled || undefined}
          disabled={disabled}
          type="button"
          aria-pressed={visible}
          tabIndex={-1}
          aria-label={toggleLabel}
          onMouseDown={(event) => {
            event.preventDefault()
            toggle()
          }}
          onTouchEnd={(event) => {
            event.preventDefault()
            toggle()
          }}
          onKeyDown={(event) => {
            if (event.key === ' ' || event.key === 'Enter') {
              event.preventDefault()
              toggle()
            }
          }}
        >
          <span className={`${ACTION_ICON.icon} mantine-ActionIcon-icon`}>
            <VisibilityIcon reveal={visible} />
          </span>
        </button>
      }
    >
      {(ids, look) => (
        <div {...look} className={`${PASSWORD_INPUT.input} ${look.className}`}>
          <input
            data-invalid={field.error ? true : undefined}
            className={`${PASSWORD_INPUT.innerInput} mantine-PasswordInput-innerInput`}
            disabled={disabled}
            {...ids}
            {...input}
            type={visible ? 'text' : 'password'}
          />
        </div>
      )}
    </FramedControl>
  )
}
