import { safeRedirectPath } from '~/lib/security/safe-redirect'

const PROBE_ORIGIN = 'http://same-origin.invalid'

/**
 * Where a legacy entry point (/forgetpassword, /newpassword) leads: the backend's answer (a path
 * of this site, else `fallback`) with the legacy link's query string kept, so links already
 * e-mailed (their reset token) keep working.
 */
export function legacyRedirectTarget(
  redirectTo: string | undefined,
  fallback: string,
  legacySearch: string,
): string {
  const url = new URL(safeRedirectPath(redirectTo, fallback), PROBE_ORIGIN)
  for (const [name, value] of new URLSearchParams(legacySearch)) {
    if (!url.searchParams.has(name)) url.searchParams.append(name, value)
  }
  return url.pathname + url.search + url.hash
}
