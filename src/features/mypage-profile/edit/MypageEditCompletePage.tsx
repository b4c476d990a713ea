import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageEditCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-profile/mypage-profile'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'

/** /mypage/edit/complete: the member's information is changed. */
export function MypageEditCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageEditCompleteScreenDataSuspenseQueryOptions())
  return (
    <CompletionScreen
      title={t`会員情報を変更しました`}
      next={{ label: t`マイページへ戻る`, href: data.backTo, fallback: '/mypage' }}
    >
      <Text>{t`会員情報の変更が完了しました。`}</Text>
    </CompletionScreen>
  )
}
