/**
 * Drops the path argument of `createFileRoute('/…')` from the client build (vite.config.ts).
 *
 * The argument only serves the route generator and the types: at runtime `createFileRoute`
 * ignores it (@tanstack/react-router's fileRoute.js), and each route's id and path come from
 * routeTree.gen.ts. The entry chunk holds every route's options, so the ~100 paths cost
 * 0.44 kB gz on every page.
 */
import type { Plugin } from 'vite'

const CREATE_FILE_ROUTE_WITH_PATH = /\bcreateFileRoute\(\s*(['"`])[^'"`\n]*\1\s*\)/g

/** `code` with every `createFileRoute('/path')` called without its path. */
export function withoutRoutePaths(code: string): string {
  return code.replace(CREATE_FILE_ROUTE_WITH_PATH, 'createFileRoute()')
}

const isRouteModule = (id: string) => /[\\/]src[\\/]routes[\\/]/.test(id) && !id.includes('?')

export function routePathsOutOfClient(): Plugin {
  return {
    name: 'route-paths-out-of-client',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!isRouteModule(id) || !code.includes('createFileRoute')) return null
      const stripped = withoutRoutePaths(code)
      return stripped === code ? null : { code: stripped, map: null }
    },
  }
}
