import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageLoginMethodCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'
import { LOGIN_METHOD_LABELS } from './login-method-choices'

/** /mypage/login-method/complete: the new login method, named. */
export function LoginMethodCompletePage() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageLoginMethodCompleteScreenDataSuspenseQueryOptions())
  const method = i18n._(LOGIN_METHOD_LABELS[data.loginMethod])
  return (
    <CompletionScreen
      title={t`ログイン方法を変更しました`}
      next={{ label: t`マイページへ戻る`, href: data.backTo, fallback: '/mypage' }}
    >
      <Text>{t`次回から「${method}」とパスワードでログインしてください。`}</Text>
    </CompletionScreen>
  )
}
