import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRootDataQueryOptions, type RootData } from './root-data'

/** Root data, loaded by the root route's loader (always present below the root). */
export function useRootData(): RootData {
  return useSuspenseQuery(getRootDataQueryOptions()).data
}

/** Root data when it is in the cache (the document shell and error screens), never fetching. */
export function useOptionalRootData(): RootData | undefined {
  return useQuery({ ...getRootDataQueryOptions(), enabled: false }).data
}
