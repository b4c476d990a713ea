import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import type { PasswordStrength } from '~generated/api/model'
import { messageId } from '~/lib/forms/messages'
import { PASSWORD_MISMATCH, passwordSchema } from '~/lib/rules/password'

/**
 * /password/reset (spec 01 §5): the new password under the store's strength rules, and its
 * confirmation, which must match.
 */
export function resetPasswordSchema(strength: PasswordStrength) {
  return z
    .object({
      password: passwordSchema(strength),
      passwordConfirm: z
        .string()
        .check(z.minLength(1, messageId(msg`確認のため、もう一度パスワードを入力してください。`))),
    })
    .check(
      z.refine((values) => values.password === values.passwordConfirm, {
        path: ['passwordConfirm'],
        message: messageId(PASSWORD_MISMATCH),
      }),
    )
}

export type ResetPasswordValues = z.output<ReturnType<typeof resetPasswordSchema>>
