import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageConnectionsClientRevokeCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-connections/mypage-connections'
import { RevokeCompletePage } from '~/features/mypage-connections/RevokeCompletePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/connections/client/revoke/complete')({
  staticData: { accountNav: 'none' },
  loader: ({ context }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageConnectionsClientRevokeCompleteScreenDataSuspenseQueryOptions(),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`連携を解除しました`),
  component: RevokeCompletePage,
})
