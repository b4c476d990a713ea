import type { ComponentProps, CSSProperties, Ref } from 'react'
import { InputBox, InputFrame, staticClasses, useControlIds, type FrameProps } from './InputFrame'
import { INPUT } from './mantine-classes'

export interface TextareaBoxProps extends FrameProps, Omit<ComponentProps<'textarea'>, 'size'> {
  /** On the whole field (label to error), as Mantine's className and style. */
  className?: string
  style?: CSSProperties
  ref?: Ref<HTMLTextAreaElement>
}

/** A textarea that looks and reads as Mantine's Textarea (same markup and classes, decision 0018). */
export function TextareaBox({
  label,
  description,
  error,
  size = 'sm',
  id,
  className,
  style,
  ...textarea
}: TextareaBoxProps) {
  const ids = useControlIds({ id, error, description })
  return (
    <InputFrame
      kind="Textarea"
      ids={ids}
      label={label}
      description={description}
      error={error}
      size={size}
      className={className}
      style={style}
    >
      <InputBox
        kind="Textarea"
        size={size}
        error={error}
        description={description}
        disabled={textarea.disabled}
        multiline
      >
        <textarea
          className={`${INPUT.input} ${staticClasses('Textarea', 'input')}`}
          data-variant="default"
          data-error={error ? true : undefined}
          data-disabled={textarea.disabled || undefined}
          {...ids}
          {...textarea}
        />
      </InputBox>
    </InputFrame>
  )
}
