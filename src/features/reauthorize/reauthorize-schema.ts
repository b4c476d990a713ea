import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { messageId } from '~/lib/forms/messages'

/** Re-authentication by password (spec 01 §5: required). */
export const passwordReauthSchema = () =>
  z.object({
    password: z.string().check(z.minLength(1, messageId(msg`パスワードを入力してください。`))),
  })
