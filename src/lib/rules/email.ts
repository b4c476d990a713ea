import * as z from 'zod/mini'
import { messageId } from '../forms/messages'
import { toHalfWidth } from '../forms/normalize'
import {
  EMAIL_FORMAT_MESSAGE,
  EMAIL_MAX_LENGTH,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
} from './email-messages'

export {
  EMAIL_FORMAT_MESSAGE,
  EMAIL_MAX_LENGTH,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
} from './email-messages'

const EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** E-mail format (spec 01 §5): one '@', a dotted domain, no spaces. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_FORMAT.test(value)
}

/**
 * An e-mail address as typed by a Japanese user (full-width characters and surrounding spaces
 * tolerated, the half-width address is the output): required, at most 191 characters, e-mail
 * format (spec 01 §5).
 */
export function emailSchema() {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => toHalfWidth(value).trim()),
    ),
    z.pipe(
      z
        .string()
        .check(
          z.minLength(1, messageId(EMAIL_REQUIRED_MESSAGE)),
          z.maxLength(EMAIL_MAX_LENGTH, messageId(EMAIL_TOO_LONG_MESSAGE)),
        ),
      // Checked only once present and short enough, so each address gets one message.
      z.string().check(z.regex(EMAIL_FORMAT, messageId(EMAIL_FORMAT_MESSAGE))),
    ),
  )
}
