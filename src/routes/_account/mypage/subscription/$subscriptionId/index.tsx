import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageSubscriptionSubscriptionIdScreenDataSuspenseQueryOptions } from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import { SubscriptionDetailPage } from '~/features/mypage-subscriptions/SubscriptionDetailPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/subscription/$subscriptionId/')({
  staticData: { accountBackTo: '/mypage/plans' },
  loader: ({ context, params }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageSubscriptionSubscriptionIdScreenDataSuspenseQueryOptions(params.subscriptionId),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`ご契約内容`),
  component: SubscriptionDetailRoute,
})

function SubscriptionDetailRoute() {
  return <SubscriptionDetailPage {...Route.useParams()} />
}
