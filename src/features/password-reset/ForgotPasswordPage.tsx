import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Anchor, Stack, Text, TextInput, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import {
  getGetPasswordForgotScreenDataSuspenseQueryOptions,
  postAuthPasswordForgot,
} from '~generated/api/password-reset/password-reset'
import type { GetPasswordForgotScreenDataParams } from '~generated/api/model'
import { FormAlert } from '~/components/form/FormAlert'
import { SubmitButton } from '~/components/form/SubmitButton'
import { useFormFailure } from '~/components/form/use-form-failure'
import { HrefLink } from '~/components/HrefLink'
import { preventImeEnterSubmit } from '~/lib/forms/ime'
import { translateMessage } from '~/lib/forms/messages'
import { safeRedirectPath } from '~/lib/security/safe-redirect'
import { forgotPasswordSchema } from './forgot-schema'

const schema = forgotPasswordSchema()
const FIELDS = ['email'] as const

/**
 * /password/forgot: request a reset link. The answer is the same whatever the address, so the
 * page never tells whether an account exists.
 */
export function ForgotPasswordPage(params: GetPasswordForgotScreenDataParams) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const { data } = useSuspenseQuery(getGetPasswordForgotScreenDataSuspenseQueryOptions(params))
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  })
  const { failure, retryAt, report } = useFormFailure(form.setError, FIELDS)
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await postAuthPasswordForgot(values)
      await router.navigate({
        href: safeRedirectPath(answer.redirectTo, '/password/forgot/complete'),
      })
    } catch (error) {
      report(error)
    }
  })

  return (
    <Stack gap="xl" maw={480} mx="auto">
      <Title order={1}>{t`パスワードの再設定`}</Title>
      <Text>{t`ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。`}</Text>
      <form noValidate onSubmit={submit} onKeyDown={preventImeEnterSubmit}>
        <Stack gap="md">
          <FormAlert message={failure?.message} code={failure?.code} />
          <TextInput
            {...form.register('email')}
            label={t`メールアドレス`}
            type="email"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            error={translateMessage(i18n, errors.email?.message)}
          />
          <SubmitButton pending={isSubmitting} retryAt={retryAt} fullWidth>
            {t`再設定用のリンクを送信`}
          </SubmitButton>
        </Stack>
      </form>
      <Anchor component={HrefLink} href={safeRedirectPath(data.loginUrl, '/login')} size="sm">
        {t`ログイン画面に戻る`}
      </Anchor>
    </Stack>
  )
}
