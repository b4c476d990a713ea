import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetWithdrawCompleteScreenDataSuspenseQueryOptions } from '~generated/api/withdraw/withdraw'
import { WithdrawCompletePage } from '~/features/withdraw/WithdrawCompletePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_guest/withdraw/complete')({
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetWithdrawCompleteScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`退会手続き完了`),
  component: WithdrawCompletePage,
})
