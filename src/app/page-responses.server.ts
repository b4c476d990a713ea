import type { QueryClient } from '@tanstack/react-query'
import type { AnyRoute } from '@tanstack/react-router'
import {
  createMiddleware,
  getRouterInstance,
  type AnyRequestMiddleware,
} from '@tanstack/react-start'
import { getRootDataQueryOptions } from '~/lib/root-data/root-data'
import { isNoStorePage } from './personal-pages'

type Handlers = Record<string, unknown>
type ServerOptions = {
  handlers?:
    Handlers | ((helpers: { createHandlers: (handlers: Handlers) => Handlers }) => Handlers)
}

function handlersOf(route: AnyRoute): Handlers {
  const server = (route.options as { server?: ServerOptions }).server
  return typeof server?.handlers === 'function'
    ? server.handlers({ createHandlers: (handlers) => handlers })
    : (server?.handlers ?? {})
}

/** Whether the router renders `route` (a page, or a loader's redirect), not a handler alone. */
const rendersPage = (route: AnyRoute) =>
  !!route.options.component || Object.keys(handlersOf(route)).length === 0

/**
 * The methods `route` takes: those of its server handlers, and GET for what the router renders
 * (a page, or a route of a loader alone: a redirect); HEAD with GET, as Start answers it.
 * Undefined when it takes any (an `ANY` handler).
 */
function allowedMethods(route: AnyRoute): string[] | undefined {
  const handlers = handlersOf(route)
  if ('ANY' in handlers) return undefined
  const methods = new Set(Object.keys(handlers))
  if (rendersPage(route)) methods.add('GET')
  if (methods.has('GET')) methods.add('HEAD')
  return [...methods]
}

const methodNotAllowed = (allowed: string[]) =>
  new Response('Method Not Allowed', {
    status: 405,
    headers: { Allow: allowed.join(', '), 'Content-Type': 'text/plain; charset=utf-8' },
  })

/**
 * A form posted natively to a page that takes no post (one whose JavaScript had not run, decision
 * 0011): the browser is sent to the page again, its post unread, instead of a bare 405.
 */
function seeThePageAgain(request: Request): Response {
  const { pathname, search } = new URL(request.url)
  return new Response(null, { status: 303, headers: { Location: `${pathname}${search}` } })
}

/**
 * What every answer of a route owes to its route, decided by the route (run by the root route for
 * every page and endpoint):
 *
 * - a method the route does not take answers 405 with `Allow` (Start would render the page for
 *   TRACE, PUT… as for GET), but a POST to a page is sent back to the page (303);
 * - a page that shows personal data (personal-pages.ts) is `no-store`.
 */
// Typed by hand: inferred, its type would depend on the route tree, which includes the root route.
export const pageResponsesMiddleware: AnyRequestMiddleware = createMiddleware().server(
  async ({ request, next }) => {
    const router = await getRouterInstance()
    const [, params, route] = router.getMatchedRoutes(router.latestLocation.pathname)
    const exact = route && params['**'] === undefined ? route : undefined
    const allowed = exact && allowedMethods(exact)
    const method = request.method.toUpperCase()
    if (allowed && !allowed.includes(method)) {
      return method === 'POST' && rendersPage(exact)
        ? seeThePageAgain(request)
        : methodNotAllowed(allowed)
    }
    const result = await next()
    if (exact && result.response.headers.get('content-type')?.startsWith('text/html')) {
      const { queryClient } = router.options.context as { queryClient: QueryClient }
      const signedIn = !!queryClient.getQueryData(getRootDataQueryOptions().queryKey)?.authId
      if (isNoStorePage(exact.id, signedIn))
        result.response.headers.set('Cache-Control', 'no-store')
    }
    return result
  },
)
