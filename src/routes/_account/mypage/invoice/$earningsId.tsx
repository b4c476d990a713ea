import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageInvoiceEarningsIdScreenDataSuspenseQueryOptions } from '~generated/api/mypage-payments/mypage-payments'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { DeferredAddresseeForm } from '~/features/mypage-payments/invoice/AddresseeDialog'
import { InvoicePage } from '~/features/mypage-payments/invoice/InvoicePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/invoice/$earningsId')({
  // Opened in a tab of its own from the payment history: no menu; its Back link leads there.
  staticData: { accountNav: 'back', accountBackTo: '/mypage/payment-history' },
  loader: ({ context, params }) =>
    withFormCode(
      DeferredAddresseeForm,
      loadScreenData(
        context.queryClient,
        getGetMypageInvoiceEarningsIdScreenDataSuspenseQueryOptions(params.earningsId),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`領収書`),
  component: InvoiceRoute,
})

function InvoiceRoute() {
  return <InvoicePage earningsId={Route.useParams().earningsId} />
}
