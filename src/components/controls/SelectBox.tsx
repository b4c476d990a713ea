import type { ComponentProps, Ref } from 'react'
import { FramedControl, splitFramed, type FramedProps } from './FramedControl'
import { SelectChevron } from './SelectChevron'

export interface SelectBoxProps extends FramedProps, Omit<ComponentProps<'select'>, 'size'> {
  ref?: Ref<HTMLSelectElement>
}

/**
 * A native select that looks and reads as Mantine's NativeSelect (same markup and classes,
 * decision 0018); its children are the `<option>`s.
 */
export function SelectBox(props: SelectBoxProps) {
  const [field, select] = splitFramed(props)
  return (
    <FramedControl
      kind="NativeSelect"
      {...field}
      disabled={select.disabled}
      pointer
      rightSection={<SelectChevron size={field.size ?? 'sm'} error={field.error} />}
    >
      {(ids, look) => <select {...look} {...ids} {...select} />}
    </FramedControl>
  )
}
