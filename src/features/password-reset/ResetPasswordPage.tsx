import { useLingui } from '@lingui/react/macro'
import { Alert, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetPasswordResetScreenDataSuspenseQueryOptions } from '~generated/api/password-reset/password-reset'
import type { GetPasswordResetScreenDataParams } from '~generated/api/model'
import { AnchorLink } from '~/components/router-links'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import type { ResetPasswordFormProps } from './ResetPasswordForm'

/** Its code loads with the page (decision 0025). */
export const DeferredResetPasswordForm = lazyForm<ResetPasswordFormProps>(() =>
  import('./ResetPasswordForm').then((module) => module.ResetPasswordForm),
)

/**
 * /password/reset?token=…: the new password with the live checklist of the store's rules (spec 01
 * §5). Without a token nothing can be set: the page says so and links to the restart, with no form
 * to fill in vain; an expired or used link opens the flow-error notice (from the screen data or
 * the call), which restarts at /password/forgot.
 */
export function ResetPasswordPage(params: GetPasswordResetScreenDataParams) {
  const { token } = params
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetPasswordResetScreenDataSuspenseQueryOptions(params))
  const email = data.email

  return (
    <NarrowColumn>
      <Title order={1}>{t`新しいパスワードの設定`}</Title>
      {!token ? (
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
      ) : (
        <>
          {email && <Text>{t`${email} の新しいパスワードを入力してください。`}</Text>}
          <DeferredResetPasswordForm token={token} data={data} />
        </>
      )}
    </NarrowColumn>
  )
}
