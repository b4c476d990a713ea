import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetPasswordResetCompleteScreenDataSuspenseQueryOptions } from '~generated/api/password-reset/password-reset'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'

/** /password/reset/complete: the new password is set; sign in with it. */
export function ResetCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetPasswordResetCompleteScreenDataSuspenseQueryOptions())
  return (
    <CompletionScreen
      title={t`パスワードを再設定しました`}
      next={{ label: t`ログイン画面へ`, href: data.loginUrl, fallback: '/login' }}
    >
      <Text>{t`新しいパスワードでログインしてください。`}</Text>
    </CompletionScreen>
  )
}
