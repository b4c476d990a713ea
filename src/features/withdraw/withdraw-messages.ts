import { msg } from '@lingui/core/macro'

/** The site's wording of the withdrawal failure (spec 01 §8), whatever the server said. */
export const WITHDRAW_MESSAGES = {
  WITHDRAW_FAILED: msg`退会手続きに失敗しました。時間をおいて再度お試しください。`,
}
