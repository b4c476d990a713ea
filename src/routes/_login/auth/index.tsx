import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { getGetAuthScreenDataSuspenseQueryOptions } from '~generated/api/signin/signin'
import { AuthPage } from '~/features/signin/social/AuthPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { returnToParam } from '~/lib/security/return-to'

export const Route = createFileRoute('/_login/auth/')({
  validateSearch: z.object({
    socialActionType: z.catch(
      z.optional(z.enum(['enableExternalAuth', 'login', 'signup'])),
      undefined,
    ),
    returnTo: returnToParam,
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
