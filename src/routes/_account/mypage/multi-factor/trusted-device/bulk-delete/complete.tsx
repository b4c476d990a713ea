import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageMultiFactorTrustedDeviceBulkDeleteCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { BulkDeleteCompletePage } from '~/features/mypage-security/trusted-device/BulkDeleteCompletePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute(
  '/_account/mypage/multi-factor/trusted-device/bulk-delete/complete',
)({
  staticData: { accountNav: 'none' },
  loader: ({ context }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageMultiFactorTrustedDeviceBulkDeleteCompleteScreenDataSuspenseQueryOptions(),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`信頼済みデバイスの削除完了`),
  component: BulkDeleteCompletePage,
})
