import { useEffect, useState } from 'react'

const secondsUntil = (deadline: number | null) =>
  deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000))

/**
 * Whole seconds left until `deadline` (epoch ms), ticking every second; 0 once passed or when
 * there is none. Reads Date.now, so tests drive it with a fake clock.
 */
export function useCountdown(deadline: number | null): number {
  const [remaining, setRemaining] = useState(() => secondsUntil(deadline))
  useEffect(() => {
    setRemaining(secondsUntil(deadline))
    if (deadline === null) return
    const timer = setInterval(() => {
      const left = secondsUntil(deadline)
      setRemaining(left)
      if (left === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [deadline])
  return remaining
}
