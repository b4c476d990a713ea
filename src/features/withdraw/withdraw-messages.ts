import { ERROR_MESSAGES } from '~/lib/api/error-messages'

/** The site's wording of the withdrawal failure (spec 01 §8), whatever the server said. */
export const WITHDRAW_MESSAGES = {
  WITHDRAW_FAILED: ERROR_MESSAGES.WITHDRAW_FAILED,
}
