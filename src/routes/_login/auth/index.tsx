import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetAuthScreenDataSuspenseQueryOptions } from '~generated/api/signin/signin'
import { AuthPage } from '~/features/signin/social/AuthPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { oneOf, orNothing, parseParams, returnTo } from '~/lib/routing/search-params'

export const Route = createFileRoute('/_login/auth/')({
  validateSearch: (search) =>
    parseParams(search, {
      socialActionType: orNothing(oneOf(['enableExternalAuth', 'login', 'signup'] as const)),
      returnTo,
    }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadScreenData(context.queryClient, getGetAuthScreenDataSuspenseQueryOptions(deps)),
  head: ({ match }) => pageTitle(match.context.i18n, msg`外部アカウント`),
  component: AuthRoute,
})

function AuthRoute() {
  return <AuthPage {...Route.useLoaderDeps()} />
}
