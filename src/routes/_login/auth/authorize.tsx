import { createFileRoute } from '@tanstack/react-router'
import { getGetAuthAuthorizeScreenDataSuspenseQueryOptions } from '~generated/api/signin/signin'
import { AuthRedirecting } from '~/features/signin/social/AuthRedirecting'
import { authorizeSearch } from '~/features/signin/social/authorize-search'
import { PROVIDER_ORIGINS } from '~/features/signin/social/social-provider-origins'
import { loadScreenData } from '~/lib/api/screen-data'

/** Starts an external-account authorisation: the loader sends the browser to the provider. */
export const Route = createFileRoute('/_login/auth/authorize')({
  validateSearch: authorizeSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadScreenData(context.queryClient, getGetAuthAuthorizeScreenDataSuspenseQueryOptions(deps), {
      allowedOrigins: PROVIDER_ORIGINS,
    }),
  component: AuthRedirecting,
})
