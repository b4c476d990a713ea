import { optional, parseParams, text } from '~/lib/routing/search-params'

/** Printable ASCII without space: the contract's pattern of code, state and error. */
const PRINTABLE_ASCII = /^[\x21-\x7E]+$/

const printableAscii = (maxLength: number) => optional(text(maxLength, PRINTABLE_ASCII))

/**
 * The search of /auth/callback, where the provider sends the browser back (contract:
 * getAuthCallbackScreenData's query). Every parameter is optional: the backend tells a missing
 * code from a reported error.
 */
export function callbackSearch(search: Record<string, unknown>) {
  return parseParams(search, {
    code: printableAscii(2048),
    state: printableAscii(512),
    error: printableAscii(128),
    error_description: optional(text(1024)),
  })
}
