import { useSyncExternalStore } from 'react'

/**
 * Parts of the UI that are loaded on first use instead of with every page (toasts, the
 * `@mantine/modals` provider): their code (Mantine's Notifications, Modal, ScrollArea, focus trap,
 * scroll lock, transitions…) is a sizeable share of the initial JavaScript and most pages never
 * use it. `<OverlayHost>` mounts a part once it has been requested.
 */
export type OverlayPart = 'toasts' | 'modals'

type Listener = () => void

let requested: ReadonlySet<OverlayPart> = new Set()
const listeners = new Set<Listener>()

/** Asks `<OverlayHost>` to load and mount `part` (idempotent). */
export function requestOverlay(part: OverlayPart): void {
  if (requested.has(part)) return
  requested = new Set([...requested, part])
  for (const listener of listeners) listener()
}

function subscribe(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const NONE: ReadonlySet<OverlayPart> = new Set()

/** The parts requested so far; none while server-rendering and hydrating. */
export function useRequestedOverlays(): ReadonlySet<OverlayPart> {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => NONE,
  )
}

/**
 * A sink for calls whose handler is loaded lazily: calls made before the handler attaches are
 * queued (and `onFirstQueued` runs, to start loading it), then replayed in order on attach.
 */
export function createDeferredSink<T>(onFirstQueued: () => void) {
  let handler: ((item: T) => void) | null = null
  const queue: T[] = []
  return {
    push(item: T): void {
      if (handler) {
        handler(item)
        return
      }
      queue.push(item)
      if (queue.length === 1) onFirstQueued()
    },
    /** Attaches the handler and replays the queue; returns the detach function. */
    attach(next: (item: T) => void): () => void {
      handler = next
      for (const item of queue.splice(0)) next(item)
      return () => {
        if (handler === next) handler = null
      }
    },
  }
}

const subscribeNothing = () => () => {}

/**
 * False while server-rendering and during hydration, true afterwards: lets a component render
 * client-only parts without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}
