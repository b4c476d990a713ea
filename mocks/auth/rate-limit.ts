import { mockBackend } from '../state/backend-state'

const WINDOW_MS = 10 * 60 * 1000
const MAX_FAILURES = 5

const key = (identifier: string) => identifier.trim().toLowerCase()

function recentFailures(identifier: string): number[] {
  const now = mockBackend.clock.nowMs()
  const failures = (mockBackend.state.loginFailures.get(key(identifier)) ?? []).filter(
    (at) => now - at < WINDOW_MS,
  )
  mockBackend.state.loginFailures.set(key(identifier), failures)
  return failures
}

/** Seconds to wait when the identifier already failed 5 times in the last 10 minutes, else undefined. */
export function lockedOutFor(identifier: string): number | undefined {
  const failures = recentFailures(identifier)
  if (failures.length < MAX_FAILURES) return undefined
  const oldest = failures[failures.length - MAX_FAILURES]
  return Math.max(1, Math.ceil((oldest + WINDOW_MS - mockBackend.clock.nowMs()) / 1000))
}

export function recordFailure(identifier: string): void {
  recentFailures(identifier).push(mockBackend.clock.nowMs())
}

export function clearFailures(identifier: string): void {
  mockBackend.state.loginFailures.delete(key(identifier))
}
