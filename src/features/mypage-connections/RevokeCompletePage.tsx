import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageConnectionsClientRevokeCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-connections/mypage-connections'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'

/** /mypage/connections/client/revoke/complete: the app is disconnected. */
export function RevokeCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageConnectionsClientRevokeCompleteScreenDataSuspenseQueryOptions(),
  )
  const name = data.clientName
  return (
    <CompletionScreen
      title={t`連携を解除しました`}
      next={{
        label: t`連携中のサービスへ戻る`,
        href: '/mypage/connections/',
        fallback: '/mypage/connections',
      }}
    >
      {name && <Text>{t`${name}との連携を解除しました。`}</Text>}
    </CompletionScreen>
  )
}
