import { redirect } from '@tanstack/react-router'
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { ScreenEnvelope } from '~generated/api/model'
import { safeRedirectPath } from '../security/safe-redirect'
import { isApiError } from './api-error'

/** The `redirectTo` of a failed answer (a 401 carries where to sign in), if any. */
function redirectOfFailure(error: unknown): string | undefined {
  const redirectTo = isApiError(error)
    ? (error.body as { redirectTo?: unknown } | undefined)?.redirectTo
    : undefined
  return typeof redirectTo === 'string' && redirectTo !== '' ? redirectTo : undefined
}

/**
 * Loads a page's screen data in a route loader (spec 01 §7): a `redirectTo` in the answer sends
 * the user there — only ever to a path on this site, or to one of `allowedOrigins` (an external
 * sign-in provider) — instead of rendering the page; so does a failed answer carrying
 * `redirectTo` (a 401 sends the visitor to sign in). Any other failed load throws ScreenDataError
 * (status + 'Failed to load data'), which the route's error page shows.
 *
 * `options` are the generated `getXSuspenseQueryOptions(deps)`; the route hands the same `deps`
 * (`Route.useLoaderDeps()`) to its page, which reads the data with
 * `useSuspenseQuery(getXSuspenseQueryOptions(deps))`: one function of one set of params, so
 * the page always finds what the loader loaded (TanStack's start-basic-react-query shape).
 */
export async function loadScreenData<T extends ScreenEnvelope, E>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, E, T, QueryKey>,
  { allowedOrigins = [] }: { allowedOrigins?: readonly string[] } = {},
): Promise<T> {
  const data = await queryClient.ensureQueryData(options).catch((error: unknown) => {
    const redirectTo = redirectOfFailure(error)
    if (redirectTo) throw redirect({ href: safeRedirectPath(redirectTo, '/') })
    throw error
  })
  if (data?.redirectTo) {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true })
    throw redirect({ href: safeRedirectPath(data.redirectTo, '/', allowedOrigins) })
  }
  return data
}

/**
 * Like loadScreenData, but never from the cache: for the steps of a flow whose state lives on the
 * server (sign-up…), where coming back to a step must show what the server holds now.
 */
export function loadFreshScreenData<T extends ScreenEnvelope, E>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, E, T, QueryKey>,
): Promise<T> {
  queryClient.removeQueries({ queryKey: options.queryKey, exact: true })
  return loadScreenData(queryClient, options)
}
