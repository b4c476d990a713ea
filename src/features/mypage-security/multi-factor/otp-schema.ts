import * as z from 'zod/mini'
import { otpSchema } from '~/lib/rules/codes'

/** The OTP set-up form: the authenticator app's current 6-digit code (spec 02 §5). */
export const otpSetUpSchema = () => z.object({ token: otpSchema() })
