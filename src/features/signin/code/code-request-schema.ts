import * as z from 'zod/mini'
import { emailSchema } from '~/lib/rules/email'

/** Step 1 of /login/code: the address the code goes to. */
export const codeRequestSchema = () => z.object({ email: emailSchema() })
