import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetSignupPlansScreenDataSuspenseQueryOptions } from '~generated/api/plans/plans'
import { DeferredPurchaseForm } from '~/features/plans/purchase/DeferredPurchaseForm'
import { SignupPlansPage } from '~/features/plans/signup/SignupPlansPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_signup/signup/plans/')({
  loader: ({ context }) =>
    withFormCode(
      DeferredPurchaseForm,
      loadScreenData(context.queryClient, getGetSignupPlansScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`プランを選ぶ`),
  component: SignupPlansPage,
})
