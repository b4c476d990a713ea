import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** How long a navigation may take before it shows that it is under way (issue 30). */
export const SLOW_NAVIGATION_MS = 150

/**
 * The address (`location.href`) the router is loading, once the navigation has been pending for
 * SLOW_NAVIGATION_MS; null otherwise. A quick one shows nothing, so nothing flickers.
 */
export function useSlowNavigation(): string | null {
  const pendingHref = useRouterState({
    select: (state) => (state.status === 'pending' ? state.location.href : null),
  })
  const [slowHref, setSlowHref] = useState<string | null>(null)
  useEffect(() => {
    if (pendingHref === null) return
    const timer = setTimeout(() => setSlowHref(pendingHref), SLOW_NAVIGATION_MS)
    return () => clearTimeout(timer)
  }, [pendingHref])
  return pendingHref !== null && slowHref === pendingHref ? slowHref : null
}
