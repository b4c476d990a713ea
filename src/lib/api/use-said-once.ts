import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'

/**
 * Screen data that carries something the backend says only once (a provider's refusal of the
 * last registration or purchase) is out of date as soon as it is shown: the backend has dropped
 * it. So when the member leaves the page, its screen data is dropped from the cache, and a return
 * to the page asks the backend again instead of showing it anew (decision 0010). Not while the
 * page is shown: data refetched under the member's eyes would take the message away.
 */
export function useSaidOnce(said: unknown, queryKey: QueryKey): void {
  const queryClient = useQueryClient()
  const saying = Boolean(said)
  // By value: the page builds its key anew on every render.
  const hash = hashKey(queryKey)
  useEffect(() => {
    if (!saying) return
    const key = JSON.parse(hash) as QueryKey
    return () => queryClient.removeQueries({ queryKey: key, exact: true })
  }, [saying, queryClient, hash])
}
