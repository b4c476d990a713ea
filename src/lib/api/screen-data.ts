import { redirect } from '@tanstack/react-router'
import type { Query, QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query'
import { getGetRootScreenDataQueryKey } from '~generated/api/root/root'
import type { ScreenEnvelope } from '~generated/api/model'
import { safeRedirectPath } from '../security/safe-redirect'
import { redirectOfFailure } from './api-error'
import { onBackendChange } from './backend-changes'
import { FlowErrorAnswer } from './flow-error-answer'

/**
 * Loads a page's screen data in a route loader (spec 01 §7): a `redirectTo` in the answer sends
 * the user there — only ever to a path on this site, or to one of `allowedOrigins` (an external
 * sign-in provider) — instead of rendering the page; so does a failed answer carrying
 * `redirectTo` (a 401 sends the visitor to sign in). An answer of only a `flowError` throws
 * FlowErrorAnswer: the route's error component shows the flow-error notice, not a page without
 * its data. Any other failed load throws ScreenDataError (status + 'Failed to load data'), which
 * the route's error page shows.
 *
 * `options` are the generated `getXSuspenseQueryOptions(deps)`; the route hands the same `deps`
 * (`Route.useLoaderDeps()`) to its page, which reads the data with
 * `useSuspenseQuery(getXSuspenseQueryOptions(deps))`: one function of one set of params, so
 * the page always finds what the loader loaded (TanStack's start-basic-react-query shape).
 *
 * Freshness, one rule for every screen (routes pass no staleTime of their own): an answer is
 * reused for 30 s (the QueryClient's default; preloading on hover, Back), and every successful
 * call makes all screen data stale (keepScreenDataFresh), which this loader then fetches anew. So any page loaded after a change shows what the backend holds now.
 */
export async function loadScreenData<T extends ScreenEnvelope, E>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<T, E, T, T, QueryKey>,
  { allowedOrigins = [] }: { allowedOrigins?: readonly string[] } = {},
): Promise<T> {
  const data = await queryClient.query(options).catch((error: unknown) => {
    const redirectTo = redirectOfFailure(error)
    if (redirectTo) throw redirect({ href: safeRedirectPath(redirectTo, '/') })
    throw error
  })
  if (data?.redirectTo) {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true })
    throw redirect({ href: safeRedirectPath(data.redirectTo, '/', allowedOrigins) })
  }
  // Only a flowError (the server checked the answer against the contract: decision 0005).
  if (data?.flowError && Object.keys(data).length === 1) {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true })
    throw new FlowErrorAnswer(data.flowError)
  }
  return data
}

const [ROOT_DATA_URL] = getGetRootScreenDataQueryKey()

/**
 * A page's screen data (generated keys start with the loader's URL). Not the root data: it
 * changes only with a sign-in or sign-out, which load the whole page anew.
 */
function isPageScreenData(query: Query): boolean {
  const [url] = query.queryKey
  return typeof url === 'string' && url.endsWith('/screen-data') && url !== ROOT_DATA_URL
}

/**
 * The freshness rule's half that runs after a successful call: every page's screen data becomes
 * stale, without refetching now (a page that stays shows the call's answer; an envelope-only
 * answer must never reach a rendered screen), so the next loader of each page fetches it anew.
 */
export function markScreenDataStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isPageScreenData, refetchType: 'none' })
}

/**
 * Marks the screen data of `queryClient` stale after every change the API client reports (any
 * successful call but a GET), whichever code made the call (decision 0010). Returns the way to
 * stop.
 */
export function keepScreenDataFresh(queryClient: QueryClient): () => void {
  return onBackendChange(() => void markScreenDataStale(queryClient))
}
