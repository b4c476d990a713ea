import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageConnectionsClientClientIdScreenDataSuspenseQueryOptions } from '~generated/api/mypage-connections/mypage-connections'
import { ConnectionDetailPage } from '~/features/mypage-connections/ConnectionDetailPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/connections/client/$clientId')({
  staticData: { accountBackTo: '/mypage/connections' },
  loader: ({ context, params }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageConnectionsClientClientIdScreenDataSuspenseQueryOptions(params.clientId),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`連携中のサービス`),
  component: ConnectionDetailRoute,
})

function ConnectionDetailRoute() {
  return <ConnectionDetailPage {...Route.useParams()} />
}
