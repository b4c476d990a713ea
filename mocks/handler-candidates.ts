import type { RequestHandler } from 'msw'

interface Candidate {
  handler: RequestHandler
  /** Upper case; undefined when the handler takes any method. */
  method: string | undefined
  /** Lower case: the handler's path up to its last `/` before a parameter, or all of it. */
  literal: string
  /** For a path that starts with a wildcard (`*` then `/zapi/…`): the literal may be anywhere. */
  anywhere: boolean
}

const LITERAL_PATH = /^[A-Za-z0-9/_.~-]*/

function candidateOf(handler: RequestHandler): Candidate {
  const { method, path } = handler.info as { method?: unknown; path?: unknown }
  const literalMethod = typeof method === 'string' ? method.toUpperCase() : undefined
  if (typeof path !== 'string') {
    return { handler, method: literalMethod, literal: '', anywhere: true }
  }
  const anywhere = path.startsWith('*')
  const pathname = anywhere ? path.slice(1) : path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
  const literal = LITERAL_PATH.exec(pathname)![0]
  // A parameter may begin mid-segment; a path without any may end with or without a slash.
  const comparable =
    literal === pathname
      ? literal.replace(/\/$/, '')
      : literal.slice(0, literal.lastIndexOf('/') + 1)
  return { handler, method: literalMethod, literal: comparable.toLowerCase(), anywhere }
}

/**
 * The handlers that may answer a request, in their order: those of its method whose path starts
 * as the request's does. MSW's `getResponse` parses the request's URL and cookies and matches
 * the URL pattern of each handler in turn until one answers (323 handlers); that was ~5 % of the
 * site's server time per page with the embedded mock. The filter compares only the method and the
 * literal part of the path before its first parameter, case-insensitively (anywhere in the path
 * for a pattern that starts with a wildcard), so it never leaves out a handler that matches.
 */
export function handlerCandidates(
  handlers: readonly RequestHandler[],
): (request: Request) => RequestHandler[] {
  const candidates = handlers.map(candidateOf)
  return (request) => {
    const method = request.method.toUpperCase()
    const pathname = new URL(request.url).pathname.toLowerCase()
    return candidates
      .filter(
        (candidate) =>
          (candidate.method === undefined || candidate.method === method) &&
          (candidate.anywhere
            ? pathname.includes(candidate.literal)
            : pathname.startsWith(candidate.literal)),
      )
      .map((candidate) => candidate.handler)
  }
}
