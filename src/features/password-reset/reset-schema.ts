import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import type { PasswordStrength } from '~generated/api/model'
import { confirmsPassword, passwordConfirmationSchema, passwordSchema } from '~/lib/rules/password'

const CONFIRMATION_REQUIRED = msg`確認のため、もう一度パスワードを入力してください。`

/**
 * /password/reset (spec 01 §5): the new password under the store's strength rules, and its
 * confirmation, which must match.
 */
export function resetPasswordSchema(strength: PasswordStrength) {
  return z
    .object({
      password: passwordSchema(strength),
      passwordConfirm: passwordConfirmationSchema(CONFIRMATION_REQUIRED),
    })
    .check(confirmsPassword('password', 'passwordConfirm'))
}

export type ResetPasswordValues = z.output<ReturnType<typeof resetPasswordSchema>>
