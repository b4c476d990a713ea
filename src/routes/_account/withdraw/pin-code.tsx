import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetWithdrawPinCodeScreenDataSuspenseQueryOptions } from '~generated/api/withdraw/withdraw'
import {
  DeferredWithdrawPinCodeForm,
  WithdrawPinCodePage,
} from '~/features/withdraw/WithdrawPinCodePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/withdraw/pin-code')({
  staticData: { accountNav: 'none' },
  loader: ({ context }) =>
    withFormCode(
      DeferredWithdrawPinCodeForm,
      loadScreenData(context.queryClient, getGetWithdrawPinCodeScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`退会の確認`),
  component: WithdrawPinCodePage,
})
