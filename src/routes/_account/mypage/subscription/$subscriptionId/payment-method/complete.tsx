import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageSubscriptionSubscriptionIdPaymentMethodCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import { PaymentMethodCompletePage } from '~/features/mypage-subscriptions/PaymentMethodCompletePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute(
  '/_account/mypage/subscription/$subscriptionId/payment-method/complete',
)({
  staticData: { accountNav: 'none' },
  loader: ({ context, params }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageSubscriptionSubscriptionIdPaymentMethodCompleteScreenDataSuspenseQueryOptions(
        params.subscriptionId,
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`お支払い方法を変更しました`),
  component: PaymentMethodCompleteRoute,
})

function PaymentMethodCompleteRoute() {
  return <PaymentMethodCompletePage {...Route.useParams()} />
}
