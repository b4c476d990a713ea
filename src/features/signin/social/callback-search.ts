import * as z from 'zod/mini'

/** Printable ASCII without space: the contract's pattern of code, state and error. */
const PRINTABLE_ASCII = /^[\x21-\x7E]+$/

const printableAscii = (maxLength: number) =>
  z.optional(z.string().check(z.maxLength(maxLength), z.regex(PRINTABLE_ASCII)))

/**
 * The search of /auth/callback, where the provider sends the browser back (contract:
 * getAuthCallbackScreenData's query). Every parameter is optional: the backend tells a missing
 * code from a reported error.
 */
export const callbackSearch = z.object({
  code: printableAscii(2048),
  state: printableAscii(512),
  error: printableAscii(128),
  error_description: z.optional(z.string().check(z.maxLength(1024))),
})
