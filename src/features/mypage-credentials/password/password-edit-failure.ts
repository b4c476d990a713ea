import type { ApiError } from '~/lib/api/api-error'
import { placedOn } from '../shared/failures'

/** A 401 the member can fix on the form: the current password is wrong (no redirectTo). */
const wrongCurrentPassword = (error: ApiError) =>
  error.status === 401 && error.code !== 'SESSION_EXPIRED' && error.code !== 'UNAUTHORIZED'

const reusedPassword = (error: ApiError) => error.code === 'INVALID_PASSWORD_REUSED'

/**
 * Where a failed password change shows (spec 02 §8, contract `postAccountPasswordEdit`): a 401
 * without redirectTo (OLD_PASSWORD_INCORRECT) on the current password and INVALID_PASSWORD_REUSED
 * on the new one — even from a backend that names no field; a 401 with redirectTo (session gone,
 * re-authentication due) is left for the notice, so the two never mix; the rest stays the
 * form's message.
 */
export function passwordEditFailure(
  error: unknown,
  fallbacks: { oldPasswordIncorrect: string; reused: string },
): unknown {
  const placed = placedOn(
    error,
    'oldPassword',
    fallbacks.oldPasswordIncorrect,
    wrongCurrentPassword,
  )
  return placedOn(placed, 'newPassword', fallbacks.reused, reusedPassword)
}
