import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetLoginCodeScreenDataSuspenseQueryOptions } from '~generated/api/signin/signin'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { LOGIN_CODE_FORMS, LoginCodePage } from '~/features/signin/code/LoginCodePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { returnToSearch } from '~/lib/routing/search-params'

export const Route = createFileRoute('/_login/login/code')({
  validateSearch: returnToSearch,
  loaderDeps: ({ search }) => ({ returnTo: search.returnTo }),
  loader: ({ context, deps }) =>
    withFormCode(
      LOGIN_CODE_FORMS,
      loadScreenData(context.queryClient, getGetLoginCodeScreenDataSuspenseQueryOptions(deps)),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`認証コードでログイン`),
  component: LoginCodeRoute,
})

function LoginCodeRoute() {
  return <LoginCodePage {...Route.useLoaderDeps()} />
}
