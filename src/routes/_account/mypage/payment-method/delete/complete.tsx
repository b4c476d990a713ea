import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypagePaymentMethodDeleteCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-payments/mypage-payments'
import { PaymentMethodDeleteCompletePage } from '~/features/mypage-payments/methods/CompletePages'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/payment-method/delete/complete')({
  staticData: { accountNav: 'none' },
  loader: ({ context }) =>
    loadScreenData(
      context.queryClient,
      getGetMypagePaymentMethodDeleteCompleteScreenDataSuspenseQueryOptions(),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`お支払い方法の削除完了`),
  component: PaymentMethodDeleteCompletePage,
})
