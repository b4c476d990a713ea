import { useHydrated } from '@tanstack/react-router'
import { createContext, useContext } from 'react'

/** Set by a FormShell whose form has no path without JavaScript (no `action` of its own). */
export const NeedsJavaScript = createContext(false)

/**
 * A submit button of a form that needs JavaScript waits for it: before the page is hydrated a
 * click would post the form natively to a page that does not take it, and what was typed would
 * be lost.
 */
export function useWaitsForJavaScript(): boolean {
  const needsJavaScript = useContext(NeedsJavaScript)
  const hydrated = useHydrated()
  return needsJavaScript && !hydrated
}
