import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { markScreenDataStale } from './screen-data'

/**
 * Screen data that carries something the backend says only once (a provider's refusal of the
 * last registration or purchase) is out of date as soon as it is shown: the backend has dropped
 * it. So once the page shows it, the screen data becomes stale, and a return to the page asks the
 * backend again instead of showing it anew from the cache (decision 0010).
 */
export function useSaidOnce(said: unknown): void {
  const queryClient = useQueryClient()
  const saying = Boolean(said)
  useEffect(() => {
    if (saying) void markScreenDataStale(queryClient)
  }, [saying, queryClient])
}
