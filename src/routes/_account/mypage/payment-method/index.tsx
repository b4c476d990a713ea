import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypagePaymentMethodScreenDataSuspenseQueryOptions } from '~generated/api/mypage-payments/mypage-payments'
import {
  DeferredAddMethodSection,
  PaymentMethodPage,
} from '~/features/mypage-payments/methods/PaymentMethodPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { returnToSearch } from '~/lib/routing/search-params'

export const Route = createFileRoute('/_account/mypage/payment-method/')({
  validateSearch: returnToSearch,
  loaderDeps: ({ search }) => ({ returnTo: search.returnTo }),
  loader: ({ context, deps }) =>
    withFormCode(
      DeferredAddMethodSection,
      loadScreenData(
        context.queryClient,
        getGetMypagePaymentMethodScreenDataSuspenseQueryOptions({ returnTo: deps.returnTo }),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`お支払い方法`),
  component: PaymentMethodRoute,
})

function PaymentMethodRoute() {
  return <PaymentMethodPage {...Route.useLoaderDeps()} />
}
