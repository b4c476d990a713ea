import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetLoginScreenDataSuspenseQueryOptions } from '~generated/api/signin/signin'
import { forwardLoginPost } from '~/features/signin/form-post.server'
import { LoginPage, DeferredPasswordLoginForm } from '~/features/signin/login/LoginPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { returnToSearch } from '~/lib/routing/search-params'

export const Route = createFileRoute('/_login/login/')({
  validateSearch: returnToSearch,
  loaderDeps: ({ search }) => ({ returnTo: search.returnTo }),
  loader: ({ context, deps }) =>
    withFormCode(
      DeferredPasswordLoginForm,
      loadScreenData(context.queryClient, getGetLoginScreenDataSuspenseQueryOptions(deps)),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`ログイン`),
  // The sign-in form posted without JavaScript, and the hydrated form's JSON call.
  server: { handlers: { POST: ({ request }) => forwardLoginPost(request) } },
  component: LoginRoute,
})

function LoginRoute() {
  return <LoginPage {...Route.useLoaderDeps()} />
}
