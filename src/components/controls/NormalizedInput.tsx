import { useState } from 'react'
import { TextBox, type TextBoxProps } from './TextBox'

export interface NormalizedInputProps extends Omit<TextBoxProps, 'value' | 'onChange'> {
  value: string
  onChange: (value: string) => void
  /** The stored value of what was typed or pasted (e.g. full-width digits to half-width). */
  normalize: (typed: string) => string
  /** How the stored value is shown (default: as it is). */
  format?: (value: string) => string
}

/**
 * A text input whose value is normalised as typed — but only once an IME has finished
 * composing, so a Japanese conversion is never cut short (postal code, phone, birthday).
 */
export function NormalizedInput({
  value,
  onChange,
  normalize,
  format = (stored) => stored,
  ...rest
}: NormalizedInputProps) {
  const [composing, setComposing] = useState<string | null>(null)
  return (
    <TextBox
      {...rest}
      value={composing ?? format(value)}
      onCompositionStart={(event) => setComposing(event.currentTarget.value)}
      onCompositionEnd={(event) => {
        setComposing(null)
        onChange(normalize(event.currentTarget.value))
      }}
      onChange={(event) => {
        const typed = event.currentTarget.value
        if (composing !== null) setComposing(typed)
        else onChange(normalize(typed))
      }}
    />
  )
}
