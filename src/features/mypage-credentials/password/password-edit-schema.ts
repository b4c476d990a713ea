import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import type { PasswordStrength } from '~generated/api/model'
import { messageId } from '~/lib/forms/messages'
import { confirmsPassword, passwordConfirmationSchema, passwordSchema } from '~/lib/rules/password'

export const CONFIRMATION_REQUIRED = msg`確認のため、もう一度パスワードを入力してください。`

export const OLD_PASSWORD_REQUIRED = msg`現在のパスワードを入力してください。`
export const NEW_PASSWORD_UNCHANGED = msg`現在のパスワードとは異なるパスワードを設定してください。`

/**
 * /mypage/password/edit (spec 02 §5): the current password (required), a new one under the
 * store's strength rules that differs from it, and the new one's confirmation, which must match.
 */
export function passwordEditSchema(strength: PasswordStrength) {
  return z
    .object({
      oldPassword: z.string().check(z.minLength(1, messageId(OLD_PASSWORD_REQUIRED))),
      newPassword: passwordSchema(strength),
      newPasswordConfirm: passwordConfirmationSchema(CONFIRMATION_REQUIRED),
    })
    .check(
      z.refine((values) => values.newPassword !== values.oldPassword, {
        path: ['newPassword'],
        message: messageId(NEW_PASSWORD_UNCHANGED),
        // Said only once the new password itself is acceptable (one message at a time).
        when: (payload) => payload.issues.length === 0,
      }),
      confirmsPassword('newPassword', 'newPasswordConfirm'),
    )
}

export type PasswordEditInput = z.input<ReturnType<typeof passwordEditSchema>>
export type PasswordEditValues = z.output<ReturnType<typeof passwordEditSchema>>

/** The call's body: the confirmation is checked here and not sent (contract). */
export const toPasswordEditRequest = ({ oldPassword, newPassword }: PasswordEditValues) => ({
  oldPassword,
  newPassword,
})
