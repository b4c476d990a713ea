/**
 * A JSON answer already parsed on its way (the server's screen-data check parses every screen-data
 * answer to validate it): the API client takes the value from here instead of parsing the same
 * text a second time. Keyed by the Response object, so nothing outlives it.
 */
const parsedBodies = new WeakMap<Response, unknown>()

/** `response` (whose body is `text`) with `value`, the result of JSON.parse(text), attached. */
export function withParsedBody(response: Response, value: unknown): Response {
  parsedBodies.set(response, value)
  return response
}

/** The parsed body attached to `response`, if any (`found: false` when there is none). */
export function parsedBodyOf(response: Response): { found: boolean; value: unknown } {
  return parsedBodies.has(response)
    ? { found: true, value: parsedBodies.get(response) }
    : { found: false, value: undefined }
}
