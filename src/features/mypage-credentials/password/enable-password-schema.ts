import type { I18n } from '@lingui/core'
import * as z from 'zod/mini'
import type { PasswordStrength } from '~generated/api/model'
import { pinCodeSchema } from '~/lib/rules/codes'
import { confirmsPassword, passwordConfirmationSchema, passwordSchema } from '~/lib/rules/password'
import { CONFIRMATION_REQUIRED } from './password-edit-schema'

/**
 * /mypage/enable-password (spec 02 §2, §5): the PIN e-mailed for the purpose (named as the store
 * names it), the first password under the store's strength rules, and its confirmation.
 */
export function enablePasswordSchema(i18n: I18n, strength: PasswordStrength, pinName: string) {
  return z
    .object({
      pinCode: pinCodeSchema(i18n, pinName),
      password: passwordSchema(strength),
      passwordConfirm: passwordConfirmationSchema(CONFIRMATION_REQUIRED),
    })
    .check(confirmsPassword('password', 'passwordConfirm'))
}

export type EnablePasswordInput = z.input<ReturnType<typeof enablePasswordSchema>>
export type EnablePasswordValues = z.output<ReturnType<typeof enablePasswordSchema>>
