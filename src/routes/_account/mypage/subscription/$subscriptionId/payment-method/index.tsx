import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypageSubscriptionSubscriptionIdPaymentMethodScreenDataSuspenseQueryOptions } from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import {
  DeferredPaymentMethodChangeForm,
  PaymentMethodChangePage,
} from '~/features/mypage-subscriptions/PaymentMethodChangePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute(
  '/_account/mypage/subscription/$subscriptionId/payment-method/',
)({
  loader: ({ context, params }) =>
    withFormCode(
      DeferredPaymentMethodChangeForm,
      loadScreenData(
        context.queryClient,
        getGetMypageSubscriptionSubscriptionIdPaymentMethodScreenDataSuspenseQueryOptions(
          params.subscriptionId,
        ),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`お支払い方法の変更`),
  component: PaymentMethodChangeRoute,
})

function PaymentMethodChangeRoute() {
  return <PaymentMethodChangePage {...Route.useParams()} />
}
