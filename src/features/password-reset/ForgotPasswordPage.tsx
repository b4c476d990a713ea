import { useLingui } from '@lingui/react/macro'
import { Anchor, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import {
  getGetPasswordForgotScreenDataSuspenseQueryOptions,
  postAuthPasswordForgot,
} from '~generated/api/password-reset/password-reset'
import { FormEmailField } from '~/components/form/fields/FormTextField'
import { FormShell } from '~/components/form/FormShell'
import type { GetPasswordForgotScreenDataParams } from '~generated/api/model'
import { SubmitButton } from '~/components/form/SubmitButton'
import { useFormSubmit } from '~/components/form/use-form-submit'
import { lazyResolver, useLazyResolver } from '~/components/form/use-lazy-resolver'
import { HrefLink } from '~/components/HrefLink'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { safeRedirectPath } from '~/lib/security/safe-redirect'
import type { ForgotPasswordInput, ForgotPasswordValues } from './forgot-schema'

const resolver = lazyResolver(() =>
  import('./forgot-schema').then((module) => module.forgotPasswordResolver()),
)
const FIELDS = ['email'] as const

/**
 * /password/forgot: request a reset link. The answer is the same whatever the address, so the
 * page never tells whether an account exists.
 */
export function ForgotPasswordPage(params: GetPasswordForgotScreenDataParams) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetPasswordForgotScreenDataSuspenseQueryOptions(params))
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: useLazyResolver(resolver),
    defaultValues: { email: '' },
  })
  const { submit, failure, pending, retryAt } = useFormSubmit(form, postAuthPasswordForgot, {
    fields: FIELDS,
    next: '/password/forgot/complete',
  })

  return (
    <NarrowColumn>
      <Title order={1}>{t`パスワードの再設定`}</Title>
      <Text>{t`ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。`}</Text>
      <FormShell form={form} onSubmit={submit} failure={failure}>
        <FormEmailField control={form.control} name="email" label={t`メールアドレス`} />
        <SubmitButton pending={pending} retryAt={retryAt} fullWidth>
          {t`再設定用のリンクを送信`}
        </SubmitButton>
      </FormShell>
      <Anchor component={HrefLink} href={safeRedirectPath(data.loginUrl, '/login')} size="sm">
        {t`ログイン画面に戻る`}
      </Anchor>
    </NarrowColumn>
  )
}
