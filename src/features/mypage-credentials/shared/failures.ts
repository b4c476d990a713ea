import type { ErrorCode } from '~generated/api/model'
import { ApiError, isApiError, redirectOfFailure } from '~/lib/api/api-error'

/** The same failure saying `message` (the page's own wording) instead of the server's text. */
export function withMessage(error: ApiError, message: string): ApiError {
  return new ApiError(error.status, { ...(error.body as object), message })
}

/**
 * A failure the page shows on one field although the backend did not name the field (spec 02 §8:
 * a failed PIN send on the e-mail, a wrong current password on its field): the server's text,
 * else `fallback`, as a field error of `field`, for the failures `concerns` picks. A failure that
 * names fields, or says where to go instead (re-authentication), stays as it is.
 */
export function placedOn(
  error: unknown,
  field: string,
  fallback: string,
  concerns: (error: ApiError) => boolean,
): unknown {
  if (!isApiError(error) || !concerns(error)) return error
  if (error.fieldErrors.length > 0 || redirectOfFailure(error)) return error
  const message = (error.body as { message?: string } | undefined)?.message || fallback
  return new ApiError(error.status, {
    ...(error.body as object),
    errors: [{ field, code: error.code as ErrorCode, message }],
  })
}

/** `send`, its failures first passed through `map` (so the form shows the mapped one). */
export function mappingFailures<TValues, TAnswer>(
  send: (values: TValues) => Promise<TAnswer>,
  map: (error: unknown) => unknown,
): (values: TValues) => Promise<TAnswer> {
  return async (values) => {
    try {
      return await send(values)
    } catch (error) {
      throw map(error)
    }
  }
}
