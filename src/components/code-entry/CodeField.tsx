import { useRef } from 'react'
import { normalizeAlphanumericCode, normalizeCode } from '~/lib/forms/normalize'
import { TextBox, type TextBoxProps } from '../controls/TextBox'

export interface CodeFieldProps extends Omit<
  TextBoxProps,
  'value' | 'onChange' | 'type' | 'inputMode' | 'autoComplete'
> {
  value: string
  onChange: (value: string) => void
  /**
   * numeric (PIN, one-time password): full-width digits become half-width, spaces and hyphens
   * go; alphanumeric (backup codes): half-width, hyphens kept.
   */
  kind?: 'numeric' | 'alphanumeric'
}

/**
 * Input of an e-mailed, texted or generated code: offered by the platform's one-time-code
 * autofill, numeric keyboard on phones, pasted or typed codes normalised — but only once an IME
 * has finished composing, so a Japanese conversion is never cut short.
 */
export function CodeField({ value, onChange, kind = 'numeric', ...rest }: CodeFieldProps) {
  const composing = useRef(false)
  const normalize = kind === 'numeric' ? normalizeCode : normalizeAlphanumericCode
  return (
    <TextBox
      {...rest}
      value={value}
      type="text"
      inputMode={kind === 'numeric' ? 'numeric' : 'text'}
      autoComplete="one-time-code"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      onCompositionStart={() => {
        composing.current = true
      }}
      onCompositionEnd={(event) => {
        composing.current = false
        onChange(normalize(event.currentTarget.value))
      }}
      onChange={(event) => {
        const typed = event.currentTarget.value
        onChange(composing.current ? typed : normalize(typed))
      }}
    />
  )
}
