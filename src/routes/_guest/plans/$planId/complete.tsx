import { msg } from '@lingui/core/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { getGetPlansPlanIdCompleteScreenDataSuspenseQueryOptions } from '~generated/api/plans-purchase/plans-purchase'
import { PurchaseComplete } from '~/features/plans/purchase/PurchaseComplete'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_guest/plans/$planId/complete')({
  loader: ({ context, params }) =>
    loadScreenData(
      context.queryClient,
      getGetPlansPlanIdCompleteScreenDataSuspenseQueryOptions(params.planId),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`ご購入完了`),
  component: PurchaseCompleteRoute,
})

function PurchaseCompleteRoute() {
  const { planId } = Route.useParams()
  const { data } = useSuspenseQuery(getGetPlansPlanIdCompleteScreenDataSuspenseQueryOptions(planId))
  return <PurchaseComplete data={data} />
}
