import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetSignupAuthScreenDataSuspenseQueryOptions } from '~generated/api/signup/signup'
import { SignupAuthPage } from '~/features/signup/auth/SignupAuthPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { returnToSearch } from '~/lib/routing/search-params'

export const Route = createFileRoute('/_signup/signup/auth')({
  validateSearch: returnToSearch,
  loaderDeps: ({ search }) => ({ returnTo: search.returnTo }),
  loader: ({ context, deps }) =>
    loadScreenData(context.queryClient, getGetSignupAuthScreenDataSuspenseQueryOptions(deps)),
  head: ({ match }) => pageTitle(match.context.i18n, msg`登録方法の選択`),
  component: SignupAuthRoute,
})

function SignupAuthRoute() {
  return <SignupAuthPage {...Route.useLoaderDeps()} />
}
