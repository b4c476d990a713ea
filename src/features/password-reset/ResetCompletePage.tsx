import { useLingui } from '@lingui/react/macro'
import { Button, Text, Title } from '@mantine/core'
import { useGetPasswordResetCompleteScreenDataSuspense } from '~generated/api/password-reset/password-reset'
import { HrefLink } from '~/components/HrefLink'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { safeRedirectPath } from '~/lib/security/safe-redirect'

/** /password/reset/complete: the new password is set; sign in with it. */
export function ResetCompletePage() {
  const { t } = useLingui()
  const { data } = useGetPasswordResetCompleteScreenDataSuspense()
  return (
    <NarrowColumn>
      <Title order={1}>{t`パスワードを再設定しました`}</Title>
      <Text>{t`新しいパスワードでログインしてください。`}</Text>
      <Button component={HrefLink} href={safeRedirectPath(data.loginUrl, '/login')}>
        {t`ログイン画面へ`}
      </Button>
    </NarrowColumn>
  )
}
