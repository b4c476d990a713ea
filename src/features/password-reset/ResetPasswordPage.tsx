import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Alert, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  getGetPasswordResetScreenDataSuspenseQueryOptions,
  postAuthPasswordReset,
} from '~generated/api/password-reset/password-reset'
import type { GetPasswordResetScreenDataParams } from '~generated/api/model'
import { AnchorLink } from '~/components/router-links'
import { FormAlert } from '~/components/form/FormAlert'
import { PasswordField } from '~/components/form/PasswordField'
import { PasswordChecklist } from '~/components/form/PasswordChecklist'
import { SubmitButton } from '~/components/form/SubmitButton'
import { useFormFailure } from '~/components/form/use-form-failure'
import { preventImeEnterSubmit } from '~/lib/forms/ime'
import { translateMessage } from '~/lib/forms/messages'
import { safeRedirectPath } from '~/lib/security/safe-redirect'
import { resetPasswordSchema, type ResetPasswordValues } from './reset-schema'

const FIELDS = ['password', 'passwordConfirm'] as const

/**
 * /password/reset?token=…: the new password with the live checklist of the store's rules (spec 01
 * §5). Without a token the submit button stays disabled; an expired or used link opens the
 * flow-error notice (from the screen data or the call), which restarts at /password/forgot.
 */
export function ResetPasswordPage(params: GetPasswordResetScreenDataParams) {
  const { token } = params
  const { t, i18n } = useLingui()
  const router = useRouter()
  const { data } = useSuspenseQuery(getGetPasswordResetScreenDataSuspenseQueryOptions(params))
  const schema = useMemo(() => resetPasswordSchema(data.passwordStrength), [data.passwordStrength])
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', passwordConfirm: '' },
  })
  const { failure, retryAt, report } = useFormFailure(form.setError, FIELDS)
  const { errors, isSubmitting } = form.formState
  const password = useWatch({ control: form.control, name: 'password' })
  const canSubmit = Boolean(token) && !data.flowError
  const email = data.email

  const submit = form.handleSubmit(async (values) => {
    if (!token) return
    try {
      const answer = await postAuthPasswordReset({ token, ...values })
      await router.navigate({
        href: safeRedirectPath(answer.redirectTo, '/password/reset/complete'),
      })
    } catch (error) {
      report(error)
    }
  })

  return (
    <Stack gap="xl" maw={480} mx="auto">
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
      <form noValidate onSubmit={submit} onKeyDown={preventImeEnterSubmit}>
        <Stack gap="md">
          <FormAlert message={failure?.message} code={failure?.code} />
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
          <PasswordField
            {...form.register('password')}
            label={t`新しいパスワード`}
            autoComplete="new-password"
            error={translateMessage(i18n, errors.password?.message)}
          />
          <PasswordChecklist password={password} strength={data.passwordStrength} />
          <PasswordField
            {...form.register('passwordConfirm')}
            label={t`新しいパスワード（確認）`}
            autoComplete="new-password"
            error={translateMessage(i18n, errors.passwordConfirm?.message)}
          />
          <SubmitButton pending={isSubmitting} disabled={!canSubmit} retryAt={retryAt} fullWidth>
            {t`パスワードを設定する`}
          </SubmitButton>
        </Stack>
      </form>
    </Stack>
  )
}
