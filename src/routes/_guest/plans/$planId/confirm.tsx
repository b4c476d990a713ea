import { msg } from '@lingui/core/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetPlansPlanIdConfirmScreenDataSuspenseQueryOptions } from '~generated/api/plans-purchase/plans-purchase'
import {
  DeferredPurchaseConfirmForm,
  PurchaseConfirm,
} from '~/features/plans/purchase/PurchaseConfirm'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_guest/plans/$planId/confirm')({
  loader: ({ context, params }) =>
    withFormCode(
      DeferredPurchaseConfirmForm,
      loadScreenData(
        context.queryClient,
        getGetPlansPlanIdConfirmScreenDataSuspenseQueryOptions(params.planId),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`ご購入内容の確認`),
  component: PurchaseConfirmRoute,
})

function PurchaseConfirmRoute() {
  const { planId } = Route.useParams()
  const options = getGetPlansPlanIdConfirmScreenDataSuspenseQueryOptions(planId)
  const { data } = useSuspenseQuery(options)
  return <PurchaseConfirm data={data} queryKey={options.queryKey} />
}
