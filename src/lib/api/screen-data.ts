import { redirect } from '@tanstack/react-router'
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { ScreenEnvelope } from '../../../generated/api/model'
import { safeRedirectPath } from '../security/safe-redirect'

/**
 * Loads a page's screen data in a route loader (spec 01 §7): a `redirectTo` in the answer sends
 * the user there — only ever to a path on this site — instead of rendering the page. A failed
 * load throws ScreenDataError (status + 'Failed to load data'), which the route's error page shows.
 */
export async function loadScreenData<T extends ScreenEnvelope, E>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, E, T, QueryKey>,
): Promise<T> {
  const data = await queryClient.ensureQueryData(options)
  if (data?.redirectTo) {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true })
    throw redirect({ href: safeRedirectPath(data.redirectTo, '/') })
  }
  return data
}
