import { createFileRoute, redirect } from '@tanstack/react-router'
import { getGetForgetpasswordScreenDataQueryOptions } from '~generated/api/password-reset/password-reset'
import { legacyRedirectTarget } from '~/features/password-reset/legacy-redirect'

/** Legacy entry point: on to /password/forgot, the query string kept. */
export const Route = createFileRoute('/_guest/forgetpassword')({
  loader: async ({ context, location }) => {
    const { redirectTo } = await context.queryClient.fetchQuery(
      getGetForgetpasswordScreenDataQueryOptions(),
    )
    throw redirect({
      href: legacyRedirectTarget(redirectTo, '/password/forgot', location.searchStr),
    })
  },
})
