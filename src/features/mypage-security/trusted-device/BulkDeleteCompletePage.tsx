import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageMultiFactorTrustedDeviceBulkDeleteCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'

/** /mypage/multi-factor/trusted-device/bulk-delete/complete: no device is trusted any more. */
export function BulkDeleteCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageMultiFactorTrustedDeviceBulkDeleteCompleteScreenDataSuspenseQueryOptions(),
  )
  return (
    <CompletionScreen
      title={t`信頼済みデバイスをすべて削除しました`}
      next={{
        label: t`信頼済みデバイスへ戻る`,
        href: data.backTo,
        fallback: '/mypage/multi-factor/trusted-device',
      }}
    >
      <Text>{t`次回のログインから、すべてのデバイスで2段階認証の確認が求められます。`}</Text>
    </CompletionScreen>
  )
}
