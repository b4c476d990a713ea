import { useRouterState } from '@tanstack/react-router'
import { lazy, useEffect } from 'react'
import { LazyPart } from '~/components/overlays/OverlayHost'
import { useSlowNavigation } from './use-slow-navigation'

const loadBar = () => import('./CreepingBar')
const CreepingBar = lazy(() => loadBar().then((module) => ({ default: module.CreepingBar })))

/**
 * A thin bar across the top of the window while a slow navigation loads the next page. Its code
 * is not in every page: it is loaded when a navigation starts, and shown if it is still loading
 * after SLOW_NAVIGATION_MS.
 */
export function NavigationProgress() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  const slowHref = useSlowNavigation()
  useEffect(() => {
    if (pending) void loadBar()
  }, [pending])
  if (slowHref === null) return null
  // Keyed by the address, so that a navigation that replaces another starts its bar anew.
  return (
    <LazyPart>
      <CreepingBar key={slowHref} />
    </LazyPart>
  )
}
