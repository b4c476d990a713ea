import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetWithdrawScreenDataSuspenseQueryOptions } from '~generated/api/withdraw/withdraw'
import { DeferredWithdrawForm, WithdrawPage } from '~/features/withdraw/WithdrawPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/withdraw/')({
  staticData: { accountNav: 'back', accountBackTo: '/mypage' },
  loader: ({ context }) =>
    withFormCode(
      DeferredWithdrawForm,
      loadScreenData(context.queryClient, getGetWithdrawScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`退会手続き`),
  component: WithdrawPage,
})
