import { createFileRoute } from '@tanstack/react-router'
import { getGetAccountHeaderScreenDataSuspenseQueryOptions } from '~generated/api/root/root'
import { AccountLayoutRoute } from '~/app/account-layout-route'
import { loadScreenData } from '~/lib/api/screen-data'
import { returnToSearch } from '~/lib/routing/search-params'

/**
 * Pathless layout of the signed-in account pages (/mypage/**): loads the account header (profile
 * menu, Plans item, Back link target from the page's `returnTo`). Who may see a page is its own
 * screen data's answer (decision 0008), so this layout only chooses the layout.
 */
export const Route = createFileRoute('/_account')({
  validateSearch: returnToSearch,
  loaderDeps: ({ search }) => ({ returnTo: search.returnTo }),
  // The router keeps a layout's loader data while its pages change; the header must follow a
  // change made on one of them (profile image, nickname), so it asks again on every navigation.
  // loadScreenData answers from the cache unless a change made it stale (decision 0010).
  shouldReload: true,
  loader: ({ context, deps }) =>
    loadScreenData(context.queryClient, getGetAccountHeaderScreenDataSuspenseQueryOptions(deps)),
  component: AccountRoute,
})

function AccountRoute() {
  return <AccountLayoutRoute {...Route.useLoaderDeps()} />
}
