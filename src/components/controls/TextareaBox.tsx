import type { ComponentProps, Ref } from 'react'
import { FramedControl, splitFramed, type FramedProps } from './FramedControl'

export interface TextareaBoxProps extends FramedProps, Omit<ComponentProps<'textarea'>, 'size'> {
  ref?: Ref<HTMLTextAreaElement>
}

/** A textarea that looks and reads as Mantine's Textarea (same markup and classes, decision 0018). */
export function TextareaBox(props: TextareaBoxProps) {
  const [field, textarea] = splitFramed(props)
  return (
    <FramedControl kind="Textarea" {...field} disabled={textarea.disabled} multiline>
      {(ids, look) => <textarea {...look} {...ids} {...textarea} />}
    </FramedControl>
  )
}
