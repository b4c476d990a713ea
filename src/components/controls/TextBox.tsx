import type { ComponentProps, ReactNode, Ref } from 'react'
import { FramedControl, splitFramed, type FramedProps } from './FramedControl'

export interface TextBoxProps extends FramedProps, Omit<ComponentProps<'input'>, 'size'> {
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
export function TextBox(props: TextBoxProps) {
  const [field, { rightSection, rightSectionWidth, inputContainer, ...input }] = splitFramed(props)
  return (
    <FramedControl
      kind="TextInput"
      {...field}
      {...{ rightSection, rightSectionWidth, inputContainer }}
      disabled={input.disabled}
    >
      {(ids, look) => <input {...look} {...ids} {...input} />}
    </FramedControl>
  )
}
