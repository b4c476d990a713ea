import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageLoginIdEditCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import type { GetMypageLoginIdEditCompleteScreenDataParams } from '~generated/api/model'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'
import { safeRedirectPath } from '~/lib/security/safe-redirect'

/** /mypage/login-id/edit/complete?returnTo=…: the login ID is set; back where the member was. */
export function LoginIdEditCompletePage(params: GetMypageLoginIdEditCompleteScreenDataParams) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageLoginIdEditCompleteScreenDataSuspenseQueryOptions(params),
  )
  const loginId = data.loginId
  const toMyPage = safeRedirectPath(data.backTo, '/mypage') === '/mypage'
  return (
    <CompletionScreen
      title={t`ログインIDを設定しました`}
      next={{
        label: toMyPage ? t`マイページへ戻る` : t`元の画面へ戻る`,
        href: data.backTo,
        fallback: '/mypage',
      }}
    >
      <Text>{t`ログインIDを ${loginId} に設定しました。次回からログインIDでもログインできます。`}</Text>
    </CompletionScreen>
  )
}
