import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Alert, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  getGetPasswordResetScreenDataSuspenseQueryOptions,
  postAuthPasswordReset,
} from '~generated/api/password-reset/password-reset'
import type { GetPasswordResetScreenDataParams } from '~generated/api/model'
import { AnchorLink } from '~/components/router-links'
import { FormPasswordField } from '~/components/form/fields/FormPasswordField'
import { FormShell } from '~/components/form/FormShell'
import { PasswordChecklist } from '~/components/form/PasswordChecklist'
import { SubmitButton } from '~/components/form/SubmitButton'
import { useFormSubmit } from '~/components/form/use-form-submit'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { resetPasswordSchema, type ResetPasswordValues } from './reset-schema'

const FIELDS = ['password', 'passwordConfirm'] as const

/**
 * /password/reset?token=…: the new password with the live checklist of the store's rules (spec 01
 * §5). Without a token the submit button stays disabled; an expired or used link opens the
 * flow-error notice (from the screen data or the call), which restarts at /password/forgot.
 */
export function ResetPasswordPage(params: GetPasswordResetScreenDataParams) {
  const { token } = params
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetPasswordResetScreenDataSuspenseQueryOptions(params))
  const schema = useMemo(() => resetPasswordSchema(data.passwordStrength), [data.passwordStrength])
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', passwordConfirm: '' },
  })
  const { submit, failure, pending, retryAt } = useFormSubmit(
    form,
    // Without a token the submit button is disabled, which also stops a submit by Enter.
    (values) => postAuthPasswordReset({ token: token ?? '', ...values }),
    { fields: FIELDS, next: '/password/reset/complete' },
  )
  const password = useWatch({ control: form.control, name: 'password' })
  const canSubmit = Boolean(token) && !data.flowError
  const email = data.email

  return (
    <NarrowColumn>
      <Title order={1}>{t`新しいパスワードの設定`}</Title>
      {!token && (
        <Alert color="yellow" variant="light">
          <Stack gap="xs">
            <Text size="sm">
              {t`パスワード再設定用のリンクが正しくありません。メールに記載されたリンクを開くか、もう一度お手続きください。`}
            </Text>
            <AnchorLink to="/password/forgot" size="sm">
              {t`パスワードの再設定をやり直す`}
            </AnchorLink>
          </Stack>
        </Alert>
      )}
      {email && <Text>{t`${email} の新しいパスワードを入力してください。`}</Text>}
      <FormShell form={form} onSubmit={submit} failure={failure}>
        {email && (
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
        )}
        <FormPasswordField
          control={form.control}
          name="password"
          label={t`新しいパスワード`}
          autoComplete="new-password"
        />
        <PasswordChecklist password={password} strength={data.passwordStrength} />
        <FormPasswordField
          control={form.control}
          name="passwordConfirm"
          label={t`新しいパスワード（確認）`}
          autoComplete="new-password"
        />
        <SubmitButton pending={pending} disabled={!canSubmit} retryAt={retryAt} fullWidth>
          {t`パスワードを設定する`}
        </SubmitButton>
      </FormShell>
    </NarrowColumn>
  )
}
