import { createFileRoute } from '@tanstack/react-router'
import { getGetAuthAuthorizeScreenDataQueryOptions } from '../../../../generated/api/signin/signin'
import { GetAuthAuthorizeScreenDataQueryParams } from '../../../../generated/zod/signin/signin.zod'
import { AuthRedirecting } from '~/features/signin/social/AuthRedirecting'
import { PROVIDER_ORIGINS } from '~/features/signin/social/provider-origins'
import { loadScreenData } from '~/lib/api/screen-data'
import { returnToParam } from '~/lib/security/return-to'

/** Starts an external-account authorisation: the loader sends the browser to the provider. */
export const Route = createFileRoute('/_login/auth/authorize')({
  validateSearch: GetAuthAuthorizeScreenDataQueryParams.extend({ returnTo: returnToParam }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadScreenData(context.queryClient, getGetAuthAuthorizeScreenDataQueryOptions(deps), {
      allowedOrigins: PROVIDER_ORIGINS,
    }),
  component: AuthRedirecting,
})
