import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { messageId } from '~/lib/forms/messages'
import { emailSchema } from '~/lib/rules/email'

export const EMAIL_UNCHANGED = msg`メールアドレスを変更してください。`

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * /mypage/email/edit (spec 02 §5): the new contact address — required, e-mail format, at most
 * 191 characters — and not the current one.
 */
export function emailEditSchema(currentEmail: string) {
  return z.object({
    email: z.pipe(
      emailSchema(),
      z
        .string()
        .check(z.refine((email) => !sameAddress(email, currentEmail), messageId(EMAIL_UNCHANGED))),
    ),
  })
}

export type EmailEditInput = z.input<ReturnType<typeof emailEditSchema>>
export type EmailEditValues = z.output<ReturnType<typeof emailEditSchema>>
