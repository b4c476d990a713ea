import { useLingui } from '@lingui/react/macro'
import { Anchor, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { GetPasswordForgotScreenDataParams } from '~generated/api/model'
import { getGetPasswordForgotScreenDataSuspenseQueryOptions } from '~generated/api/password-reset/password-reset'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { HrefLink } from '~/components/HrefLink'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { safeRedirectPath } from '~/lib/security/safe-redirect'

/** Its code loads with the page (decision 0025). */
export const DeferredForgotPasswordForm = lazyForm<object>(() =>
  import('./ForgotPasswordForm').then((module) => module.ForgotPasswordForm),
)

/**
 * /password/forgot: request a reset link. The answer is the same whatever the address, so the
 * page never tells whether an account exists.
 */
export function ForgotPasswordPage(params: GetPasswordForgotScreenDataParams) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetPasswordForgotScreenDataSuspenseQueryOptions(params))

  return (
    <NarrowColumn>
      <Title order={1}>{t`パスワードの再設定`}</Title>
      <Text>{t`ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。`}</Text>
      <DeferredForgotPasswordForm />
      <Anchor component={HrefLink} href={safeRedirectPath(data.loginUrl, '/login')} size="sm">
        {t`ログイン画面に戻る`}
      </Anchor>
    </NarrowColumn>
  )
}
