import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetWithdrawPinCodeScreenDataSuspenseQueryOptions } from '~generated/api/withdraw/withdraw'
import { WithdrawPinCodePage } from '~/features/withdraw/WithdrawPinCodePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/withdraw/pin-code')({
  staticData: { accountNav: 'none' },
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetWithdrawPinCodeScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`退会の確認`),
  component: WithdrawPinCodePage,
})
