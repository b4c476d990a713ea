import { useLingui } from '@lingui/react/macro'
import { PasswordBox, type PasswordBoxProps } from './PasswordBox'

export interface PasswordFieldProps extends Omit<PasswordBoxProps, 'autoComplete' | 'toggleLabel'> {
  /** current-password (sign-in, re-authentication) or new-password (setting one). */
  autoComplete: 'current-password' | 'new-password'
}

/**
 * Mantine's PasswordInput with what it leaves out: aria-invalid on the field when it has an error,
 * and a translated name for the show/hide button.
 */
export function PasswordField({ error, ...rest }: PasswordFieldProps) {
  const { t } = useLingui()
  return <PasswordBox {...rest} error={error} toggleLabel={t`パスワードを表示`} />
}
