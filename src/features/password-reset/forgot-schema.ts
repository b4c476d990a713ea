import * as z from 'zod/mini'
import { emailSchema } from '~/lib/rules/email'

/** /password/forgot (spec 01 §5): e-mail required, with the e-mail format check. */
export const forgotPasswordSchema = () => z.object({ email: emailSchema() })
