import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypagePaymentHistoryScreenDataSuspenseQueryOptions } from '~generated/api/mypage-payments/mypage-payments'
import { PaymentHistoryPage } from '~/features/mypage-payments/history/PaymentHistoryPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { optional, orNothing, parseParams, type ParamReader } from '~/lib/routing/search-params'

/** ?page=N, a page number from 1 (the contract's PageQuery); anything else shows the first page. */
const pageNumber: ParamReader<number> = (value) => {
  const page = typeof value === 'string' ? Number(value) : value
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= 10000
    ? { value: page }
    : { issues: ['invalid_value'] }
}

export const Route = createFileRoute('/_account/mypage/payment-history/')({
  validateSearch: (search) => parseParams(search, { page: optional(orNothing(pageNumber)) }),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) =>
    loadScreenData(
      context.queryClient,
      getGetMypagePaymentHistoryScreenDataSuspenseQueryOptions({ page: deps.page }),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`お支払い履歴`),
  component: PaymentHistoryRoute,
})

function PaymentHistoryRoute() {
  return <PaymentHistoryPage {...Route.useLoaderDeps()} />
}
