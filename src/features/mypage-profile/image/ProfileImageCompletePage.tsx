import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageProfileEditCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-profile/mypage-profile'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'

/** /mypage/profile/edit/complete: the profile image is saved (or removed). */
export function ProfileImageCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageProfileEditCompleteScreenDataSuspenseQueryOptions())
  return (
    <CompletionScreen
      title={t`プロフィール画像を変更しました`}
      next={{ label: t`マイページへ戻る`, href: data.backTo, fallback: '/mypage' }}
    >
      <Text>{t`新しいプロフィール画像はヘッダーとマイページに表示されます。`}</Text>
    </CompletionScreen>
  )
}
