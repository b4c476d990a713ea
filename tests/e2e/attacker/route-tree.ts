import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const ROUTE_TREE = fileURLToPath(new URL('../../../src/routeTree.gen.ts', import.meta.url))

/**
 * The site's routes by full path, read from the router's generated route tree (the
 * `FileRoutesByFullPath` interface of src/routeTree.gen.ts), so that a route added to
 * src/routes/ is probed without an edit here. Trailing slashes folded; sorted.
 */
export function routePaths(): string[] {
  const source = readFileSync(ROUTE_TREE, 'utf8')
  const body = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1]
  if (!body) throw new Error('No FileRoutesByFullPath in src/routeTree.gen.ts')
  const paths = [...body.matchAll(/^\s*'([^']+)':/gm)].map(([, path]) =>
    path.length > 1 ? path.replace(/\/$/, '') : path,
  )
  return [...new Set(paths)].sort()
}

/** A route's path parameters (`$name`); a catch-all (`$`) is a path, not a parameter. */
export function pathParameters(route: string): string[] {
  return route
    .split('/')
    .filter((segment) => segment.startsWith('$') && segment.length > 1)
    .map((segment) => segment.slice(1))
}

/** Pages with path parameters: every route whose path names one. */
export function routesWithPathParameters(): string[] {
  return routePaths().filter((route) => pathParameters(route).length > 0)
}

/** The route's path with `$name` replaced by `values[name]`, as given (already URL text). */
export function fillRoute(route: string, values: Record<string, string>): string {
  return route.replace(/\$(\w+)/g, (_, name: string) => values[name] ?? name)
}
