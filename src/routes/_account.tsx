import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { loadAccountHeader } from '~/app/account-header'
import { AccountLayoutRoute } from '~/app/layout-routes'
import { returnToParam } from '~/lib/security/return-to'

/**
 * Pathless layout of the signed-in account pages (/mypage/**). Its loader sends a signed-out
 * visitor to sign in; the page's `returnTo` decides the Back link of pages without the menu.
 */
export const Route = createFileRoute('/_account')({
  validateSearch: z.object({ returnTo: returnToParam }),
  loaderDeps: ({ search }) => ({ returnTo: search.returnTo }),
  loader: ({ context, deps, location }) =>
    loadAccountHeader(context.queryClient, { returnTo: deps.returnTo, href: location.href }),
  component: AccountRoute,
})

function AccountRoute() {
  return <AccountLayoutRoute returnTo={Route.useSearch().returnTo} />
}
