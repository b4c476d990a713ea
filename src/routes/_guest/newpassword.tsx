import { createFileRoute, redirect } from '@tanstack/react-router'
import { getGetNewpasswordScreenDataQueryOptions } from '~generated/api/password-reset/password-reset'
import { legacyRedirectTarget } from '~/features/password-reset/legacy-redirect'

/** Legacy entry point of e-mailed reset links: on to /password/reset, the token kept. */
export const Route = createFileRoute('/_guest/newpassword')({
  loader: async ({ context, location }) => {
    const { redirectTo } = await context.queryClient.fetchQuery(
      getGetNewpasswordScreenDataQueryOptions(),
    )
    throw redirect({
      href: legacyRedirectTarget(redirectTo, '/password/reset', location.searchStr),
    })
  },
  head: () => ({ meta: [{ name: 'referrer', content: 'no-referrer' }] }),
})
