import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { PasswordResetScreenData } from '~generated/api/model'
import { postAuthPasswordReset } from '~generated/api/password-reset/password-reset'
import { FormPasswordField } from '~/components/form/FormPasswordField'
import { FormShell } from '~/components/form/FormShell'
import { PasswordChecklist } from '~/components/form/PasswordChecklist'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { resetPasswordSchema, type ResetPasswordValues } from './reset-schema'

const FIELDS = ['password', 'passwordConfirm'] as const

export interface ResetPasswordFormProps {
  /** The reset link's token (the page shows no form without one). */
  token: string
  data: Pick<PasswordResetScreenData, 'passwordStrength' | 'flowError' | 'email'>
}

/** The new password twice, with the live checklist of the store's rules. */
export function ResetPasswordForm({ token, data }: ResetPasswordFormProps) {
  const { t } = useLingui()
  const schema = useMemo(() => resetPasswordSchema(data.passwordStrength), [data.passwordStrength])
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', passwordConfirm: '' },
  })
  const { submit, failure, pending, retryAt } = useFormSubmit(
    form,
    (values) => postAuthPasswordReset({ token, ...values }),
    { fields: FIELDS, next: '/password/reset/complete' },
  )
  const password = useWatch({ control: form.control, name: 'password' })
  const canSubmit = !data.flowError
  const email = data.email

  return (
    <FormShell form={form} onSubmit={submit} failure={failure}>
      {email && (
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      )}
      <FormPasswordField
        requirement="required"
        control={form.control}
        name="password"
        label={t`新しいパスワード`}
        autoComplete="new-password"
      />
      <PasswordChecklist password={password} strength={data.passwordStrength} />
      <FormPasswordField
        requirement="required"
        control={form.control}
        name="passwordConfirm"
        label={t`新しいパスワード（確認）`}
        autoComplete="new-password"
      />
      <SubmitButton pending={pending} disabled={!canSubmit} retryAt={retryAt}>
        {t`パスワードを設定する`}
      </SubmitButton>
    </FormShell>
  )
}
