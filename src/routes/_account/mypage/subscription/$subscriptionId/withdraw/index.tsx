import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypageSubscriptionSubscriptionIdWithdrawScreenDataSuspenseQueryOptions } from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import {
  DeferredCancelForm,
  SubscriptionWithdrawPage,
} from '~/features/mypage-subscriptions/SubscriptionWithdrawPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { returnToSearch } from '~/lib/routing/search-params'

export const Route = createFileRoute('/_account/mypage/subscription/$subscriptionId/withdraw/')({
  // returnTo (e.g. /withdraw) is kept only when it is a path of this site.
  validateSearch: returnToSearch,
  loaderDeps: ({ search }) => ({ returnTo: search.returnTo }),
  loader: ({ context, params, deps }) =>
    withFormCode(
      DeferredCancelForm,
      loadScreenData(
        context.queryClient,
        getGetMypageSubscriptionSubscriptionIdWithdrawScreenDataSuspenseQueryOptions(
          params.subscriptionId,
          deps,
        ),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`プランの解約`),
  component: SubscriptionWithdrawRoute,
})

function SubscriptionWithdrawRoute() {
  return <SubscriptionWithdrawPage {...Route.useParams()} {...Route.useLoaderDeps()} />
}
