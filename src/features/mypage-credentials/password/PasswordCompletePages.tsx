import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  getGetMypageEnablePasswordCompleteScreenDataSuspenseQueryOptions,
  getGetMypagePasswordEditCompleteScreenDataSuspenseQueryOptions,
} from '~generated/api/mypage-credentials/mypage-credentials'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'

/** /mypage/password/edit/complete: the password is changed. */
export function PasswordEditCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypagePasswordEditCompleteScreenDataSuspenseQueryOptions(),
  )
  return (
    <CompletionScreen
      title={t`パスワードを変更しました`}
      next={{ label: t`マイページへ戻る`, href: data.backTo, fallback: '/mypage' }}
    >
      <Text>{t`次回のログインから新しいパスワードをお使いください。`}</Text>
    </CompletionScreen>
  )
}

/** /mypage/enable-password/complete: the member has a password now. */
export function EnablePasswordCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageEnablePasswordCompleteScreenDataSuspenseQueryOptions(),
  )
  return (
    <CompletionScreen
      title={t`パスワードを設定しました`}
      next={{ label: t`マイページへ戻る`, href: data.backTo, fallback: '/mypage' }}
    >
      <Text>{t`次回からメールアドレスとパスワードでもログインできます。ログインIDも設定できるようになりました。`}</Text>
    </CompletionScreen>
  )
}
