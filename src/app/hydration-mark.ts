import { useEffect } from 'react'

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`). Controls that need
 * JavaScript (dialogs, live checks, ticks kept in form state) do nothing before that; the e2e
 * tests wait for the mark after each page load instead of racing hydration.
 */
export function useHydrationMark(): void {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
  }, [])
}
