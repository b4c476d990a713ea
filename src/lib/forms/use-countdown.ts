import { useSyncExternalStore } from 'react'

const subscribe = (tick: () => void) => {
  const timer = setInterval(tick, 1000)
  return () => clearInterval(timer)
}

const secondsUntil = (deadline: number | null) =>
  deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000))

/**
 * Whole seconds left until `deadline` (epoch ms), re-read every second; 0 once passed or when
 * there is none. Reads Date.now, so tests drive it with a fake clock.
 */
export function useCountdown(deadline: number | null): number {
  const read = () => secondsUntil(deadline)
  return useSyncExternalStore(subscribe, read, read)
}
