import { safeRedirectPath } from '~/lib/security/safe-redirect'

/**
 * Page-level errors: which error screen to show and with which HTTP status. Pure.
 *
 * Loaders signal a page error by throwing anything with a numeric `status` (the API client's
 * ApiError); a region restriction by the `REGION_NOT_AVAILABLE` code.
 */
export type PageErrorKind = 401 | 403 | 404 | 500 | 502 | 503 | 504 | 'region' | 'unknown'

const KNOWN_STATUSES = new Set<number>([401, 403, 404, 500, 502, 503, 504])
const REGION_CODES = new Set(['REGION_NOT_AVAILABLE'])

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[name]
    : undefined
}

export function getErrorStatus(error: unknown): number | undefined {
  const status = statusOf(error) ?? statusOf(field(error, 'cause'))
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : undefined
}

/** An error's own status; the router wraps a search or path parameter error as its `cause`. */
const statusOf = (error: unknown) => field(error, 'status') ?? field(error, 'statusCode')

export function getPageErrorKind(error: unknown): PageErrorKind {
  const code = field(error, 'code')
  if (typeof code === 'string' && REGION_CODES.has(code)) {
    return 'region'
  }
  const status = getErrorStatus(error)
  if (status !== undefined && KNOWN_STATUSES.has(status)) return status as PageErrorKind
  return 'unknown'
}

/** HTTP status of the response that renders the error screen. */
export function getPageErrorHttpStatus(error: unknown): number {
  const status = getErrorStatus(error)
  if (status !== undefined) return status
  return getPageErrorKind(error) === 'region' ? 403 : 500
}

/** Code shown to the visitor ("Error code: …"). */
export function getPageErrorCode(kind: PageErrorKind, error?: unknown): string {
  if (typeof kind === 'number') return String(kind)
  const status = getErrorStatus(error)
  if (kind === 'region') return status ? `${status}-REGION` : 'REGION'
  return status ? String(status) : 'UNKNOWN'
}

/** The request id of the failed call, for the visitor to quote to support. */
export function getPageErrorRequestId(error: unknown): string | undefined {
  const requestId = field(error, 'requestId')
  return typeof requestId === 'string' && requestId !== '' ? requestId : undefined
}

/**
 * The way out of a 403 PROFILE_VIEW_PROHIBITED (spec 01 §6: "the user must switch to an
 * authorised profile"): the current profile's name and the switch address, only a path of this
 * site. Undefined for any other error, or when the answer lacks either.
 */
export function getProfileSwitch(
  error: unknown,
): { currentProfileName: string; switchUrl: string } | undefined {
  if (field(error, 'code') !== 'PROFILE_VIEW_PROHIBITED') return undefined
  const profileSwitch = field(error, 'profileSwitch')
  const currentProfileName = field(profileSwitch, 'currentProfileName')
  const switchUrl = safeRedirectPath(field(profileSwitch, 'switchUrl'), '')
  if (typeof currentProfileName !== 'string' || currentProfileName === '' || switchUrl === '')
    return undefined
  return { currentProfileName, switchUrl }
}
