import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageConnectionsScreenDataSuspenseQueryOptions } from '~generated/api/mypage-connections/mypage-connections'
import { ConnectionsPage } from '~/features/mypage-connections/ConnectionsPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/connections/')({
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetMypageConnectionsScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`連携中のサービス`),
  component: ConnectionsPage,
})
