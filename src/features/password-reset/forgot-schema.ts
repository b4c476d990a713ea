import { zodResolver } from '@hookform/resolvers/zod'
import * as z from 'zod/mini'
import { emailSchema } from '~/lib/rules/email'

/** /password/forgot (spec 01 §5): e-mail required, with the e-mail format check. */
export const forgotPasswordSchema = () => z.object({ email: emailSchema() })

export type ForgotPasswordInput = z.input<ReturnType<typeof forgotPasswordSchema>>
export type ForgotPasswordValues = z.output<ReturnType<typeof forgotPasswordSchema>>

/** The form's resolver; ForgotPasswordPage imports this module lazily (useLazyResolver). */
export const forgotPasswordResolver = () => zodResolver(forgotPasswordSchema())
