import { tsrStartManifest } from 'tanstack-start-manifest:v'

let formCodeByRoute: Map<string, readonly string[]> | undefined

/**
 * The chunks of the lazily loaded forms of these routes, which the build lists in Start's
 * manifest as `formCode` (build/preload-lazy-forms.ts). Start gives the browser only the
 * manifest's preloads, scripts and styles, so the page's dehydrated data carries them
 * (src/router.tsx). None in development, where Vite serves each module as it is asked for.
 */
export function formCodeOf(routeIds: readonly string[]): string[] {
  formCodeByRoute ??= new Map(
    Object.entries(tsrStartManifest().routes).flatMap(([id, route]) =>
      'formCode' in route && Array.isArray(route.formCode) ? [[id, route.formCode]] : [],
    ),
  )
  return [...new Set(routeIds.flatMap((id) => formCodeByRoute?.get(id) ?? []))]
}
