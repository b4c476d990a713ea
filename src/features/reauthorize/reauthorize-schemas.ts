import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { messageId } from '~/lib/forms/messages'
import { pinCodeSchema } from '~/lib/rules/codes'

/** Re-authentication by password (spec 01 §5: required). */
export const passwordReauthSchema = () =>
  z.object({
    password: z.string().check(z.minLength(1, messageId(msg`パスワードを入力してください。`))),
  })

/** Re-authentication by the e-mailed code (spec 01 §5: required, named as the store calls it). */
export const codeReauthSchema = (i18n: I18n, displayName: string) =>
  z.object({ authCode: pinCodeSchema(i18n, displayName) })
