type Listener = () => void

const listeners = new Set<Listener>()

/**
 * Hears of every change the backend made for this page: the one API client reports each
 * successful call that is not a GET (reportBackendChange). Returns the way to stop listening.
 */
export function onBackendChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function reportBackendChange(): void {
  for (const listener of listeners) listener()
}
