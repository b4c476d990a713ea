import { useId, type CSSProperties, type ReactNode } from 'react'
import { INPUT } from './mantine-classes'

/** The Mantine component whose static class names (`mantine-TextInput-label`…) a frame carries. */
export type FrameKind =
  | 'Input'
  | 'TextInput'
  | 'PasswordInput'
  | 'NativeSelect'
  | 'Textarea'
  | 'CheckboxGroup'
  | 'RadioGroup'
export type ControlSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl'

export interface FrameProps {
  label?: ReactNode
  description?: ReactNode
  error?: ReactNode
  size?: ControlSize
  id?: string
}

/** What the control inside a frame carries so that its label, description and error name it. */
export interface ControlIds {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/**
 * The ids of a field (Mantine's scheme: `<id>-error`, `<id>-description`) and the attributes its
 * control needs: the error first, then the description, as screen readers read them.
 */
export function useControlIds({ id, error, description }: FrameProps): ControlIds {
  const generated = useId()
  const controlId = id ?? `mantine-${generated}`
  // Mantine's own string (an empty slot for its success message between the two)
  const describedBy = [
    error ? `${controlId}-error` : '',
    '',
    description ? `${controlId}-description` : '',
  ]
    .join(' ')
    .trim()
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  }
}

/** Mantine's static classes of an Input part: its own, and the component's (a TextInput's…). */
export const staticClasses = (kind: FrameKind, part: string) =>
  kind === 'Input' ? `mantine-Input-${part}` : `mantine-Input-${part} mantine-${kind}-${part}`

const fontSize = (size: ControlSize) => `var(--mantine-font-size-${size})`
const smallerText = (size: ControlSize) =>
  `calc(${fontSize(size)} - calc(0.125rem * var(--mantine-scale)))`

/**
 * Mantine's Input.Wrapper as plain markup (decision 0018): label, description, the control's
 * box, error — the same elements, classes and variables, without Mantine's per-render style work.
 */
export function InputFrame({
  kind,
  ids,
  label,
  description,
  error,
  size,
  className,
  style,
  group,
  children,
}: FrameProps & {
  kind: FrameKind
  ids: ControlIds
  className?: string
  style?: CSSProperties
  /** A group of choices: the label names the group (not one control) and the root has the id. */
  group?: boolean
  children: ReactNode
}) {
  const sized = (variable: string, value: (size: ControlSize) => string) =>
    size ? ({ [variable]: value(size) } as CSSProperties) : undefined
  const Label = group ? 'div' : 'label'
  const part = (name: string) => `mantine-InputWrapper-${name} mantine-${kind}-${name}`
  return (
    <div
      style={style}
      id={group ? ids.id : undefined}
      className={`${className ? `${className} ` : ''}${INPUT.root} ${part('root')}`}
      data-size={size}
      data-error={error ? true : undefined}
    >
      {label && (
        <Label
          style={sized('--input-label-size', fontSize)}
          className={`${INPUT.label} ${part('label')}`}
          data-size={size}
          htmlFor={group ? undefined : ids.id}
          id={`${ids.id}-label`}
        >
          {label}
        </Label>
      )}
      {description && (
        <p
          style={sized('--input-description-size', smallerText)}
          className={`${INPUT.description} ${part('description')}`}
          data-size={size}
          id={`${ids.id}-description`}
        >
          {description}
        </p>
      )}
      {children}
      {error && (
        <p
          style={sized('--input-error-size', smallerText)}
          className={`${INPUT.error} ${part('error')}`}
          data-size={size}
          id={`${ids.id}-error`}
        >
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * Mantine's Input box around a control: its height and font size, the gaps a description or an
 * error asks for, and a section on the right (a button, a badge).
 */
export function InputBox({
  kind,
  size = 'sm',
  error,
  description,
  disabled,
  rightSection,
  rightSectionWidth,
  multiline,
  pointer,
  children,
}: Pick<FrameProps, 'size' | 'error' | 'description'> & {
  kind: FrameKind
  disabled?: boolean
  /** A textarea: padded vertically instead of a fixed height. */
  multiline?: boolean
  /** A select: the pointer cursor, and clicks on the right section go through to the control. */
  pointer?: boolean
  rightSection?: ReactNode
  rightSectionWidth?: number
  children: ReactNode
}) {
  const framed = kind !== 'Input'
  const style = {
    // Room for the frame's description above and error below (a bare box has no frame).
    ...(framed && description && { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' }),
    ...(framed && error && { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' }),
    '--input-height': `var(--input-height-${size})`,
    '--input-fz': fontSize(size),
    ...(rightSectionWidth !== undefined && {
      '--input-right-section-width': `calc(${rightSectionWidth / 16}rem * var(--mantine-scale))`,
    }),
    ...(multiline && { '--input-padding-y': `var(--input-padding-y-${size})` }),
    // Mantine's bare Input states its defaults for both sections; NativeSelect for its chevron.
    ...(kind === 'Input' && { '--input-left-section-pointer-events': 'none' }),
    ...((pointer || kind === 'Input') && { '--input-right-section-pointer-events': 'none' }),
  } as CSSProperties
  return (
    <div
      style={style}
      className={`${INPUT.wrapper} ${staticClasses(kind, 'wrapper')}`}
      data-variant="default"
      data-size={size}
      data-error={error ? true : undefined}
      data-disabled={disabled || undefined}
      data-pointer={pointer || undefined}
      data-multiline={multiline || undefined}
      data-with-right-section={rightSection ? true : undefined}
    >
      {children}
      {rightSection && (
        <div data-position="right" className={`${INPUT.section} ${staticClasses(kind, 'section')}`}>
          {rightSection}
        </div>
      )}
    </div>
  )
}

/** An error under a control that has no frame of its own (Mantine's Input.Error). */
export function FieldError({
  id,
  role,
  children,
}: {
  id?: string
  role?: 'alert'
  children: ReactNode
}) {
  return (
    <p className={`${INPUT.error} mantine-InputWrapper-error`} id={id} role={role}>
      {children}
    </p>
  )
}
