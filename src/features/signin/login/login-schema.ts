import { zodResolver } from '@hookform/resolvers/zod'
import * as z from 'zod/mini'
import type { SigninIdentifierType } from '~generated/api/model'
import { messageId } from '~/lib/forms/messages'
import { toHalfWidth } from '~/lib/forms/normalize'
import { emailSchema } from '~/lib/rules/email'
import { IDENTIFIER_REQUIRED, PASSWORD_REQUIRED } from './login-messages'

/**
 * The identifier field (spec 01 §5): 'e-mail or user ID' when login IDs are on, a user ID when
 * it is the only identifier, else an e-mail address with the e-mail rules.
 */
function identifierSchema(identifier: SigninIdentifierType) {
  if (identifier === 'Email') return emailSchema()
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => toHalfWidth(value).trim()),
    ),
    z.string().check(z.minLength(1, messageId(IDENTIFIER_REQUIRED[identifier]))),
  )
}

/** The password sign-in form. The password is only required: a wrong one is the server's answer. */
export function loginSchema(identifier: SigninIdentifierType) {
  return z.object({
    value: identifierSchema(identifier),
    password: z.string().check(z.minLength(1, messageId(PASSWORD_REQUIRED))),
  })
}

export type LoginInput = z.input<ReturnType<typeof loginSchema>>
export type LoginValues = z.output<ReturnType<typeof loginSchema>>

/** The form's resolver; PasswordLoginForm imports this module lazily (useLazyResolver). */
export function loginResolver(identifier: SigninIdentifierType) {
  return zodResolver(loginSchema(identifier))
}
