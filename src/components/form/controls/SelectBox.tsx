import type { ComponentProps, CSSProperties, Ref } from 'react'
import { InputBox, InputFrame, staticClasses, useControlIds, type FrameProps } from './InputFrame'
import { INPUT } from './mantine-classes'
import { SelectChevron } from './SelectChevron'

export interface SelectBoxProps extends FrameProps, Omit<ComponentProps<'select'>, 'size'> {
  /** On the whole field (label to error), as Mantine's className and style. */
  className?: string
  style?: CSSProperties
  ref?: Ref<HTMLSelectElement>
}

/**
 * A native select that looks and reads as Mantine's NativeSelect (same markup and classes,
 * decision 0018); its children are the `<option>`s.
 */
export function SelectBox({
  label,
  description,
  error,
  size = 'sm',
  id,
  className,
  style,
  children,
  ...select
}: SelectBoxProps) {
  const ids = useControlIds({ id, error, description })
  return (
    <InputFrame
      kind="NativeSelect"
      ids={ids}
      label={label}
      description={description}
      error={error}
      size={size}
      className={className}
      style={style}
    >
      <InputBox
        kind="NativeSelect"
        size={size}
        error={error}
        description={description}
        disabled={select.disabled}
        pointer
        rightSection={<SelectChevron size={size} error={error} />}
      >
        <select
          className={`${INPUT.input} ${staticClasses('NativeSelect', 'input')}`}
          data-variant="default"
          data-error={error ? true : undefined}
          data-disabled={select.disabled || undefined}
          {...ids}
          {...select}
        >
          {children}
        </select>
      </InputBox>
    </InputFrame>
  )
}
