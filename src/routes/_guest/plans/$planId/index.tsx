import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetPlansPlanIdScreenDataSuspenseQueryOptions } from '~generated/api/plans-purchase/plans-purchase'
import { DeferredPurchaseForm } from '~/features/plans/purchase/DeferredPurchaseForm'
import { PlanPurchasePage } from '~/features/plans/purchase/PlanPurchasePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_guest/plans/$planId/')({
  loader: ({ context, params }) =>
    withFormCode(
      DeferredPurchaseForm,
      loadScreenData(
        context.queryClient,
        getGetPlansPlanIdScreenDataSuspenseQueryOptions(params.planId),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`プランのご購入`),
  component: PlanPurchaseRoute,
})

function PlanPurchaseRoute() {
  return <PlanPurchasePage {...Route.useParams()} />
}
