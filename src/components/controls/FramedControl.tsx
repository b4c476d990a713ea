import type { CSSProperties, ReactNode } from 'react'
import {
  InputBox,
  InputFrame,
  staticClasses,
  useControlIds,
  type ControlIds,
  type FrameKind,
  type FrameProps,
} from './InputFrame'
import { INPUT } from './mantine-classes'

/** What every boxed control takes besides its element's own attributes. */
export interface FramedProps extends FrameProps {
  /** On the whole field (label to error), as Mantine's className and style. */
  className?: string
  style?: CSSProperties
}

/** A control's props split in two: the field's (for FramedControl) and its element's own. */
export function splitFramed<P extends FramedProps>({
  label,
  description,
  error,
  size,
  id,
  className,
  style,
  ...element
}: P) {
  return [{ label, description, error, size, id, className, style }, element] as const
}

/** Mantine's look of the control element itself (its class and state attributes). */
export interface ControlLook {
  className: string
  'data-variant': 'default'
  'data-error'?: true
  'data-disabled'?: true
}

/**
 * One field of decision 0018: the frame (label, description, error), the box (with its right
 * section, a textarea's padding or a select's pointer) and, through `children`, the control, given
 * the ids that tie it to its label and messages and Mantine's look for its element.
 */
export function FramedControl({
  kind,
  label,
  description,
  error,
  size = 'sm',
  id,
  className,
  style,
  disabled,
  rightSection,
  rightSectionWidth,
  multiline,
  pointer,
  inputContainer = (box) => box,
  children,
}: FramedProps & {
  kind: FrameKind
  disabled?: boolean
  rightSection?: ReactNode
  rightSectionWidth?: number
  multiline?: boolean
  pointer?: boolean
  /** Wraps the box, as Mantine's inputContainer (a button beside it). */
  inputContainer?: (box: ReactNode) => ReactNode
  children: (ids: ControlIds, look: ControlLook) => ReactNode
}) {
  const ids = useControlIds({ id, error, description })
  const look: ControlLook = {
    className: `${INPUT.input} ${staticClasses(kind, 'input')}`,
    'data-variant': 'default',
    'data-error': error ? true : undefined,
    'data-disabled': disabled || undefined,
  }
  return (
    <InputFrame
      kind={kind}
      ids={ids}
      label={label}
      description={description}
      error={error}
      size={size}
      className={className}
      style={style}
    >
      {inputContainer(
        <InputBox
          kind={kind}
          size={size}
          error={error}
          description={description}
          disabled={disabled}
          rightSection={rightSection}
          rightSectionWidth={rightSectionWidth}
          multiline={multiline}
          pointer={pointer}
        >
          {children(ids, look)}
        </InputBox>,
      )}
    </InputFrame>
  )
}
