import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageSubscriptionSubscriptionIdWithdrawCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import { WithdrawCompletePage } from '~/features/mypage-subscriptions/WithdrawCompletePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute(
  '/_account/mypage/subscription/$subscriptionId/withdraw/complete',
)({
  staticData: { accountNav: 'none' },
  loader: ({ context, params }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageSubscriptionSubscriptionIdWithdrawCompleteScreenDataSuspenseQueryOptions(
        params.subscriptionId,
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`プランの解約`),
  component: WithdrawCompleteRoute,
})

function WithdrawCompleteRoute() {
  return <WithdrawCompletePage {...Route.useParams()} />
}
