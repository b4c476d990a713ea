import * as z from 'zod/mini'
import type { PasswordStrength } from '~generated/api/model'
import { confirmsPassword, passwordConfirmationSchema, passwordSchema } from '~/lib/rules/password'

/**
 * /password/reset (spec 01 §5): the new password under the store's strength rules, and its
 * confirmation, which must match.
 */
export function resetPasswordSchema(strength: PasswordStrength) {
  return z
    .object({ password: passwordSchema(strength), passwordConfirm: passwordConfirmationSchema() })
    .check(confirmsPassword('password', 'passwordConfirm'))
}

export type ResetPasswordValues = z.output<ReturnType<typeof resetPasswordSchema>>
