import { useEffect, useRef } from 'react'
import { readCookie } from '~/lib/cookies/cookies'
import { ACCOUNT_ID_COOKIE } from '~/lib/root-data/root-data'

export const AUTH_CHECK_RELOAD_MESSAGE = 'Reloading due to authentication check failure'

/**
 * True when the account cookie and the authId delivered with the page disagree, i.e. the
 * visitor signed in or out (or switched account) since the page was rendered. Pure.
 */
export function isAuthStale(
  cookieAccountId: string | null | undefined,
  authId: string | null,
): boolean {
  const fromCookie = cookieAccountId ? cookieAccountId : null
  const fromPage = authId ? authId : null
  return fromCookie !== fromPage
}

function isBackForwardNavigation(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return entry?.type === 'back_forward'
}

/**
 * Reloads the page when it is shown from the back/forward cache or reached by back/forward
 * navigation with a stale signed-in state: a document's, or the app's own (the router's, on
 * `popstate`), which may show a page from its cache.
 */
export function useBackForwardAuthCheck(authId: string | null): void {
  const authIdRef = useRef(authId)
  useEffect(() => {
    authIdRef.current = authId
  }, [authId])

  useEffect(() => {
    const check = () => {
      if (isAuthStale(readCookie(document.cookie, ACCOUNT_ID_COOKIE), authIdRef.current)) {
        console.log(AUTH_CHECK_RELOAD_MESSAGE)
        window.location.reload()
      }
    }
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) check()
    }
    // A document reached by back/forward (possibly from the HTTP cache) is checked once on
    // hydration; later restorations from the bfcache come through `pageshow` with `persisted`.
    if (isBackForwardNavigation()) check()
    window.addEventListener('pageshow', onPageShow)
    window.addEventListener('popstate', check)
    return () => {
      window.removeEventListener('pageshow', onPageShow)
      window.removeEventListener('popstate', check)
    }
  }, [])
}
