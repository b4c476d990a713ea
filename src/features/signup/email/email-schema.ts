import { zodResolver } from '@hookform/resolvers/zod'
import * as z from 'zod/mini'
import { messageId } from '~/lib/forms/messages'
import { emailSchema } from '~/lib/rules/email'
import { POLICY_REQUIRED } from '~/lib/rules/policy-reading'

/** /signup/email: the address (spec 01 §5) and, when some are left, the policies agreed. */
export function signupEmailSchema(hasPoliciesToAgree: boolean) {
  return z.object({
    email: emailSchema(),
    policiesAgreed: z
      .boolean()
      .check(z.refine((agreed) => agreed || !hasPoliciesToAgree, messageId(POLICY_REQUIRED))),
  })
}

export type SignupEmailInput = z.input<ReturnType<typeof signupEmailSchema>>
export type SignupEmailValues = z.output<ReturnType<typeof signupEmailSchema>>

/** The form's resolver; SignupEmailPage imports this module lazily (useLazyResolver). */
export function signupEmailResolver(hasPoliciesToAgree: boolean) {
  return zodResolver(signupEmailSchema(hasPoliciesToAgree))
}
