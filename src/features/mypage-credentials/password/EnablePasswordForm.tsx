import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { PasswordStrength, PinCodeStatus } from '~generated/api/model'
import { postAccountEnablePassword } from '~generated/api/mypage-credentials/mypage-credentials'
import { FormCodeField } from '~/components/form/FormCodeField'
import { FormPasswordField } from '~/components/form/FormPasswordField'
import { FormShell } from '~/components/form/FormShell'
import { PasswordChecklist } from '~/components/form/PasswordChecklist'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { codeLabel } from '~/lib/i18n/code-name'
import {
  enablePasswordSchema,
  type EnablePasswordInput,
  type EnablePasswordValues,
} from './enable-password-schema'
import { EnablePasswordTitle } from './EnablePasswordTitle'

const FIELDS = ['pinCode', 'password', 'passwordConfirm'] as const

export interface EnablePasswordFormProps {
  /** The PIN's status, named as the page names it (withCodeName): the same object on every render. */
  status: PinCodeStatus
  /** The store's password rules. */
  passwordStrength: PasswordStrength
}

/**
 * The e-mailed PIN and the first password with the live checklist of the store's rules, and its
 * confirmation (spec 02 §2; EnablePasswordPage). After a refused PIN the button waits for another
 * one.
 */
export function EnablePasswordForm({ status, passwordStrength }: EnablePasswordFormProps) {
  const { t, i18n } = useLingui()
  const { destination, displayName } = status
  const schema = useMemo(
    () => enablePasswordSchema(i18n, passwordStrength, displayName),
    [i18n, passwordStrength, displayName],
  )
  const form = useForm<EnablePasswordInput, unknown, EnablePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { pinCode: '', password: '', passwordConfirm: '' },
  })
  const { submit, failure, pending, retryAt, codeRejected } = useFormSubmit(
    form,
    postAccountEnablePassword,
    { fields: FIELDS, codeField: 'pinCode', next: '/mypage/enable-password/complete' },
  )
  const password = useWatch({ control: form.control, name: 'password' })

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      failure={failure}
      intro={
        <>
          <EnablePasswordTitle />
          <Text>
            {t`${destination} 宛に${displayName}を送信しました。メールに記載された${displayName}と、新しいパスワードを入力してください。`}
          </Text>
        </>
      }
    >
      <FormCodeField
        control={form.control}
        name="pinCode"
        label={codeLabel(i18n, displayName)}
        requirement="required"
      />
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={destination}
        readOnly
        hidden
      />
      <FormPasswordField
        control={form.control}
        name="password"
        label={t`パスワード`}
        autoComplete="new-password"
        requirement="required"
      />
      <PasswordChecklist password={password} strength={passwordStrength} />
      <FormPasswordField
        control={form.control}
        name="passwordConfirm"
        label={t`パスワード（確認）`}
        autoComplete="new-password"
        requirement="required"
      />
      <SubmitButton pending={pending} disabled={codeRejected} retryAt={retryAt}>
        {t`パスワードを設定する`}
      </SubmitButton>
    </FormShell>
  )
}
