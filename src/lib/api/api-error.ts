import type { ApiError as ApiErrorBody, ProfileSwitch } from '~generated/api/model'

type FieldError = NonNullable<ApiErrorBody['errors']>[number]

/** A failed call: the HTTP status plus the backend's error body (spec 01 §7). */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly requestId: string | undefined
  readonly fieldErrors: FieldError[]
  readonly retryAfterSeconds: number | undefined
  /** PROFILE_VIEW_PROHIBITED: the current viewing profile and where to switch to an authorised one. */
  readonly profileSwitch: ProfileSwitch | undefined
  readonly body: unknown

  constructor(status: number, body: Partial<ApiErrorBody> | undefined, retryAfterHeader?: string | null) {
    // An empty message lets each screen show its own default text (spec 01 §8).
    super(body?.message ?? '')
    this.name = 'ApiError'
    this.status = status
    this.code = body?.code ?? 'UNKNOWN_ERROR'
    this.requestId = body?.requestId
    this.fieldErrors = body?.errors ?? []
    this.retryAfterSeconds = parseRetryAfter(retryAfterHeader) ?? body?.retryAfterSeconds
    this.profileSwitch = body?.profileSwitch
    this.body = body
  }
}

/** A screen-data loader that did not answer OK (spec 01 §7: 'Failed to load data'). */
export class ScreenDataError extends ApiError {
  constructor(status: number, body: Partial<ApiErrorBody> | undefined) {
    super(status, { ...body, message: 'Failed to load data' })
    this.name = 'ScreenDataError'
  }
}

function parseRetryAfter(header: string | null | undefined): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds))
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Where a failed answer says to go instead (a 401 to sign in, a flow to restart), if anywhere. */
export function redirectOfFailure(error: unknown): string | undefined {
  const redirectTo = isApiError(error)
    ? (error.body as { redirectTo?: unknown } | undefined)?.redirectTo
    : undefined
  return typeof redirectTo === 'string' && redirectTo !== '' ? redirectTo : undefined
}
