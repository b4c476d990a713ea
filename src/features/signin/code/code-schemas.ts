import type { I18n } from '@lingui/core'
import * as z from 'zod/mini'
import { pinCodeSchema } from '~/lib/rules/codes'
import { emailSchema } from '~/lib/rules/email'

/** Step 1 of /login/code: the address the code goes to. */
export const codeRequestSchema = () => z.object({ email: emailSchema() })

/** Step 2: the e-mailed code, named as the store calls it. */
export const codeSignInSchema = (i18n: I18n, displayName: string) =>
  z.object({ authCode: pinCodeSchema(i18n, displayName) })
