import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { DeferredPolicyStep } from '~/features/signup/policy/DeferredPolicyStep'
import { getGetSignupScreenDataSuspenseQueryOptions } from '~generated/api/signup/signup'
import { SignupEntryPage } from '~/features/signup/policy/SignupPolicyPages'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { returnToSearch } from '~/lib/routing/search-params'

export const Route = createFileRoute('/_signup/signup/')({
  validateSearch: returnToSearch,
  loaderDeps: ({ search }) => ({ returnTo: search.returnTo }),
  loader: ({ context, deps }) =>
    withFormCode(
      DeferredPolicyStep,
      loadScreenData(context.queryClient, getGetSignupScreenDataSuspenseQueryOptions(deps)),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`新規会員登録`),
  component: SignupEntryRoute,
})

function SignupEntryRoute() {
  return <SignupEntryPage {...Route.useLoaderDeps()} />
}
