import { Component, Suspense, lazy, type ReactNode } from 'react'
import { useHydrated, useRequestedOverlays } from './deferred'

const ToastsHost = lazy(() => import('./ToastsHost').then((m) => ({ default: m.ToastsHost })))
const ModalsHost = lazy(() => import('./ModalsHost').then((m) => ({ default: m.ModalsHost })))

/**
 * Mounts the overlay parts (toasts, `@mantine/modals`) that have been requested, client-side only
 * and each in its own chunk. Rendered once, inside MantineProvider.
 */
export function OverlayHost() {
  const hydrated = useHydrated()
  const requested = useRequestedOverlays()
  if (!hydrated) return null
  return (
    <>
      {requested.has('toasts') && (
        <LazyPart>
          <ToastsHost />
        </LazyPart>
      )}
      {requested.has('modals') && (
        <LazyPart>
          <ModalsHost />
        </LazyPart>
      )}
    </>
  )
}

/**
 * A lazily loaded part: nothing while its chunk loads, and nothing (instead of the route's error
 * page) if the chunk cannot be loaded, e.g. after a deployment replaced it.
 */
export function LazyPart({
  children,
  fallback = null,
}: {
  children: ReactNode
  fallback?: ReactNode
}) {
  return (
    <LoadFailureBoundary fallback={fallback}>
      <Suspense fallback={null}>{children}</Suspense>
    </LoadFailureBoundary>
  )
}

class LoadFailureBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('A lazily loaded part of the page failed to load', error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
