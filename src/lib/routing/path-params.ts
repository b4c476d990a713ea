import { PATH_PARAMETERS, type PathParameterLimits } from '~generated/path-parameters'

/** A page's path parameter the contract does not name: an id of plain characters. */
const PLAIN_ID: PathParameterLimits = {
  type: 'string',
  pattern: /^[A-Za-z0-9_-]+$/,
  maxLength: 128,
}

/** TanStack's name for a catch-all's rest of the path: a path, read by its route's handler. */
const SPLAT = '_splat'

/**
 * Whether every path parameter of a page (as the router decoded them) keeps the limits the
 * contract gives the parameter of the same name: otherwise the page does not exist, and no
 * loader may put the value into a backend URL (issue 29). Dot segments are never an id. Pure.
 */
export function pathParamsKeepContract(params: Record<string, unknown>): boolean {
  return Object.entries(params).every(
    ([name, value]) =>
      name === SPLAT ||
      keepsLimits(value, Object.hasOwn(PATH_PARAMETERS, name) ? PATH_PARAMETERS[name] : PLAIN_ID),
  )
}

function keepsLimits(value: unknown, limits: PathParameterLimits): boolean {
  if (typeof value !== 'string' || value === '' || value === '.' || value === '..') return false
  if (limits.type === 'integer') {
    if (!/^[0-9]{1,9}$/.test(value)) return false
    const number = Number(value)
    return number >= (limits.minimum ?? -Infinity) && number <= (limits.maximum ?? Infinity)
  }
  return (
    (limits.maxLength === undefined || value.length <= limits.maxLength) &&
    (limits.pattern === undefined || limits.pattern.test(value)) &&
    (limits.enum === undefined || limits.enum.includes(value))
  )
}
