import { orNothing, parseParams, text, type ParamReader } from '~/lib/routing/search-params'

/** Without a status the page is a server error (spec 01 §7: default 500). */
export const DEFAULT_STATUS = 500
/** A status that is not an error status is the request's own fault: shown as a bad request. */
export const MALFORMED_STATUS = 400

/** `status`: an integer HTTP error status (400–599); absent → 500, anything else → 400. */
const status: ParamReader<number> = (value) => {
  if (value === undefined) return { value: DEFAULT_STATUS }
  const number = typeof value === 'number' ? value : Number(value)
  const valid =
    typeof value !== 'boolean' && Number.isInteger(number) && number >= 400 && number <= 599
  return { value: valid ? number : MALFORMED_STATUS }
}

/** The search of /oidc/error: the status and an OAuth-style error code (else none). */
export function oidcErrorSearch(search: Record<string, unknown>) {
  return parseParams(
    { ...search, status: search.status },
    { status, type: orNothing(text(64, /^[a-z0-9_]+$/)) },
  )
}
