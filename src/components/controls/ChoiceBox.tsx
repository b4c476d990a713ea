import { useMergedRef } from '@mantine/hooks'
import {
  useEffect,
  useId,
  useRef,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react'
import { CHECKBOX, INLINE_INPUT, INPUT, RADIO } from './mantine-classes'
import { PRIMARY_FILLED } from './primary-color'

export interface ChoiceBoxProps extends Omit<ComponentProps<'input'>, 'type' | 'size'> {
  label?: ReactNode
  description?: ReactNode
  error?: ReactNode
  ref?: Ref<HTMLInputElement>
}

interface ChoiceKind {
  name: 'Checkbox' | 'Radio'
  type: 'checkbox' | 'radio'
  rootClass: string
  rootStyle: CSSProperties
  variant?: 'filled'
  innerClass: string
  inputClass: string
  inputPart: 'input' | 'radio'
  icon: ReactNode
}

/** The tick of a checkbox, the dot of a radio button: shown by Mantine's CSS when checked. */
const choiceIcon = (className: string, viewBox: string, shape: ReactNode) => (
  <svg
    viewBox={viewBox}
    fill="none"
    xmlns="http://www.w3.org/2000/svg"
    aria-hidden
    className={className}
  >
    {shape}
  </svg>
)

const CHECKBOX_KIND: ChoiceKind = {
  name: 'Checkbox',
  type: 'checkbox',
  rootClass: CHECKBOX.root,
  rootStyle: {
    '--checkbox-radius': 'var(--mantine-radius-sm)',
    '--checkbox-color': PRIMARY_FILLED,
  } as CSSProperties,
  variant: 'filled',
  innerClass: CHECKBOX.inner,
  inputClass: CHECKBOX.input,
  inputPart: 'input',
  icon: choiceIcon(
    `${CHECKBOX.icon} mantine-Checkbox-icon`,
    '0 0 10 7',
    <path
      d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />,
  ),
}

const RADIO_KIND: ChoiceKind = {
  name: 'Radio',
  type: 'radio',
  rootClass: RADIO.root,
  rootStyle: { '--radio-color': PRIMARY_FILLED } as CSSProperties,
  innerClass: RADIO.inner,
  inputClass: RADIO.radio,
  inputPart: 'radio',
  icon: choiceIcon(
    `${RADIO.icon} mantine-Radio-icon`,
    '0 0 5 5',
    <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />,
  ),
}

/**
 * A choice the visitor made in the server's HTML before the page's JavaScript ran stays on screen
 * when React hydrates, unknown to the state that renders `checked` (a form's field): it is made
 * again, by a click once hydrated, so that state hears it. A radio button is only ever turned on
 * by the visitor (the one it turned off is brought along); a checkbox either way.
 */
function useChoiceMadeBeforeHydration(
  type: ChoiceKind['type'],
  checked: boolean | undefined,
  readOnly: boolean | undefined,
  given: Ref<HTMLInputElement> | undefined,
) {
  const element = useRef<HTMLInputElement | null>(null)
  const checkedOnHydration = useRef(checked)
  useEffect(() => {
    const node = element.current
    const expected = checkedOnHydration.current
    if (!node || expected === undefined || readOnly || node.checked === expected) return
    if (type === 'radio' && !node.checked) return
    // After the effects of the form around it (its fields registered).
    const timer = setTimeout(() => {
      node.checked = expected
      node.click()
    })
    return () => clearTimeout(timer)
  }, [type, readOnly])
  return useMergedRef(element, given)
}

/**
 * A checkbox or radio button beside its label, as Mantine's Checkbox and Radio render it (same
 * markup and classes, decision 0018); a read-only one ignores clicks.
 */
function ChoiceBox({
  kind,
  label,
  description,
  error,
  id,
  disabled,
  readOnly,
  onChange,
  ref,
  ...input
}: ChoiceBoxProps & { kind: ChoiceKind }) {
  const generated = useId()
  const inputRef = useChoiceMadeBeforeHydration(kind.type, input.checked, readOnly, ref)
  const controlId = id ?? `mantine-${generated}`
  const describedBy =
    [
      description ? `${controlId}-description` : undefined,
      error ? `${controlId}-error` : undefined,
      input['aria-describedby'],
    ]
      .filter(Boolean)
      .join(' ') || undefined
  const part = (name: string) => `mantine-${kind.name}-${name}`
  return (
    <div
      style={kind.rootStyle}
      className={`${kind.rootClass} ${part('root')} ${INLINE_INPUT.root} ${part('root')}`}
      data-variant={kind.variant}
      data-label-position="right"
      data-checked={input.checked || undefined}
    >
      <div className={`${INLINE_INPUT.body} ${part('body')}`}>
        <div className={`${kind.innerClass} ${part('inner')}`} data-label-position="right">
          <input
            className={`mantine-focus-auto ${kind.inputClass} ${part(kind.inputPart)}`}
            data-error={error ? true : undefined}
            data-with-error-styles
            id={controlId}
            {...input}
            ref={inputRef}
            onChange={(event) => {
              if (!readOnly) onChange?.(event)
            }}
            aria-describedby={describedBy}
            disabled={disabled}
            type={kind.type}
          />
          {kind.icon}
        </div>
        <div
          className={`${INLINE_INPUT.labelWrapper} ${part('labelWrapper')}`}
          data-disabled={disabled || undefined}
        >
          {label && (
            <label
              className={`${INLINE_INPUT.label} ${part('label')}`}
              htmlFor={controlId}
              data-disabled={disabled || undefined}
            >
              {label}
            </label>
          )}
          {description && (
            <p
              className={`${INLINE_INPUT.description} ${part('description')} ${INPUT.description} mantine-InputWrapper-description`}
              id={`${controlId}-description`}
            >
              {description}
            </p>
          )}
          {error && (
            <p
              className={`${INLINE_INPUT.error} ${part('error')} ${INPUT.error} mantine-InputWrapper-error`}
              id={`${controlId}-error`}
            >
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  )
}

/** Mantine's Checkbox as plain markup. */
export function CheckBox(props: ChoiceBoxProps) {
  return <ChoiceBox kind={CHECKBOX_KIND} {...props} />
}

/** Mantine's Radio as plain markup. */
export function RadioButton(props: ChoiceBoxProps) {
  return <ChoiceBox kind={RADIO_KIND} {...props} />
}
