import { readFileSync } from 'node:fs'
import { PERSONAL_DATA, type PersonalData } from '../../../src/app/personal-pages'

/**
 * The site's routes as the router knows them (src/routeTree.gen.ts, which the route generator
 * rewrites for every route file), each with a URL that reaches it: the attacker's suites walk
 * them all, so a new route is covered without an edit here.
 */
export interface SiteRoute {
  id: string
  /** The path pattern, e.g. `/plans/$planId`. */
  fullPath: string
  /** A URL of the route, its parameters filled with fixture values. */
  url: string
  /** The route's personal-data decision; undefined when it has none. */
  personalData: PersonalData | undefined
}

/**
 * A value for each path parameter: fixtures of the standard member (mocks/README.md). A route
 * with a parameter not named here makes the suites fail until it is given one.
 */
const SAMPLE_PARAMS: Record<string, string> = {
  planId: 'plan_standard_monthly',
  type: 'email',
  earningsId: 'earn_does_not_exist',
  subscriptionId: 'sub_20260401_0001',
  clientId: 'client_cinemaquiz',
}

/** The splat of each catch-all route: a path it answers. */
const SAMPLE_SPLATS: Record<string, string> = {
  '/zapi/$': 'internal/app/licenses/screen-data',
  '/__mock/$': 'health',
  '/oidc/op/$': '.well-known/openid-configuration',
}

const ROUTE_ENTRY =
  /^ {4}'[^']+': \{\n {6}id: '([^']+)'\n {6}path: '[^']*'\n {6}fullPath: '([^']+)'/gm

function sampleUrl(fullPath: string): string {
  const splat = SAMPLE_SPLATS[fullPath]
  if (fullPath.endsWith('/$')) {
    if (splat === undefined) throw new Error(`No sample splat for ${fullPath} (site-routes.ts)`)
    return fullPath.slice(0, -1) + splat
  }
  const url = fullPath.replace(/\$(\w+)/g, (_, name: string) => {
    const value = SAMPLE_PARAMS[name]
    if (value === undefined) throw new Error(`No sample value for $${name} (site-routes.ts)`)
    return encodeURIComponent(value)
  })
  return url.length > 1 ? url.replace(/\/$/, '') : url
}

function readRoutes(): SiteRoute[] {
  const source = readFileSync(new URL('../../../src/routeTree.gen.ts', import.meta.url), 'utf8')
  return [...source.matchAll(ROUTE_ENTRY)].map(([, id, fullPath]) => ({
    id,
    fullPath,
    url: sampleUrl(fullPath),
    personalData: (PERSONAL_DATA as Record<string, PersonalData>)[id],
  }))
}

export const SITE_ROUTES = readRoutes()

/** The routes that render a page (not layouts, not endpoints). */
export const PAGE_ROUTES = SITE_ROUTES.filter((route) => route.personalData !== 'no-page')

/** Endpoints: routes that answer without a page of their own (the layouts render nothing). */
export const ENDPOINT_ROUTES = SITE_ROUTES.filter(
  (route) => route.personalData === 'no-page' && !/^\/_[a-z]+$/.test(route.id),
)

/**
 * The backend path of the route's screen data (spec routes.txt): `/zapi/internal{route}/screen-data`,
 * its parameters as MSW `:params`.
 */
export function screenDataPath(route: SiteRoute): string {
  const path = route.fullPath.replace(/\/$/, '').replace(/\$(\w+)/g, ':$1')
  return `/zapi/internal${path}/screen-data`
}
