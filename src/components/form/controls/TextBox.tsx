import type { ComponentProps, CSSProperties, ReactNode, Ref } from 'react'
import { InputBox, InputFrame, staticClasses, useControlIds, type FrameProps } from './InputFrame'
import { INPUT } from './mantine-classes'

export interface TextBoxProps extends FrameProps, Omit<ComponentProps<'input'>, 'size'> {
  /** On the whole field (label to error), as Mantine's className and style. */
  className?: string
  style?: CSSProperties
  /** A button or badge inside the box, on the right; its width in px when wider than the default. */
  rightSection?: ReactNode
  rightSectionWidth?: number
  /** Wraps the box, as Mantine's inputContainer (a button beside it). */
  inputContainer?: (box: ReactNode) => ReactNode
  ref?: Ref<HTMLInputElement>
}

/**
 * A one-line text input that looks and reads as Mantine's TextInput (same markup and classes,
 * decision 0018): label, description and error tied to it by id, aria-invalid with an error.
 */
export function TextBox({
  label,
  description,
  error,
  size = 'sm',
  id,
  rightSection,
  rightSectionWidth,
  className,
  style,
  inputContainer = (box) => box,
  ...input
}: TextBoxProps) {
  const ids = useControlIds({ id, error, description })
  const box = (
    <InputBox
      kind="TextInput"
      size={size}
      error={error}
      description={description}
      rightSection={rightSection}
      rightSectionWidth={rightSectionWidth}
      disabled={input.disabled}
    >
      <input
        className={`${INPUT.input} ${staticClasses('TextInput', 'input')}`}
        data-variant="default"
        data-error={error ? true : undefined}
        data-disabled={input.disabled || undefined}
        {...ids}
        {...input}
      />
    </InputBox>
  )
  return (
    <InputFrame
      kind="TextInput"
      ids={ids}
      label={label}
      description={description}
      error={error}
      size={size}
      className={className}
      style={style}
    >
      {inputContainer(box)}
    </InputFrame>
  )
}
