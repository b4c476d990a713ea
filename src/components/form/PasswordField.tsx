import { useLingui } from '@lingui/react/macro'
import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import type { Ref } from 'react'

export interface PasswordFieldProps extends Omit<PasswordInputProps, 'autoComplete'> {
  /** current-password (sign-in, re-authentication) or new-password (setting one). */
  autoComplete: 'current-password' | 'new-password'
  ref?: Ref<HTMLInputElement>
}

/**
 * Mantine's PasswordInput with what it leaves out: aria-invalid on the field when it has an error,
 * and a translated name for the show/hide button.
 */
export function PasswordField({ error, ...rest }: PasswordFieldProps) {
  const { t } = useLingui()
  return (
    <PasswordInput
      {...rest}
      error={error}
      aria-invalid={error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': t`パスワードを表示` }}
    />
  )
}
