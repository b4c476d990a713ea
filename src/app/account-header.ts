import { redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { AccountHeaderScreenData } from '~generated/api/model'
import { getGetAccountHeaderScreenDataSuspenseQueryOptions } from '~generated/api/root/root'
import { loadScreenData } from '~/lib/api/screen-data'

/** The account header's data (spec 01 §2): profile menu, Plans item, Back link target. */
export function accountHeaderQueryOptions(returnTo: string | undefined) {
  return getGetAccountHeaderScreenDataSuspenseQueryOptions({ returnTo })
}

/**
 * Loader of the account layout. The header answers guests too, so a signed-out visitor is sent
 * to sign in here, coming back to the page asked for (`href` is a path of this site).
 */
export async function loadAccountHeader(
  queryClient: QueryClient,
  { returnTo, href }: { returnTo: string | undefined; href: string },
): Promise<AccountHeaderScreenData> {
  const header = await loadScreenData(queryClient, accountHeaderQueryOptions(returnTo))
  if (!header.isSignedIn) {
    queryClient.removeQueries({ queryKey: accountHeaderQueryOptions(returnTo).queryKey })
    throw redirect({ to: '/login', search: { returnTo: href } })
  }
  return header
}
