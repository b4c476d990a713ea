import { safeRedirectPath } from '~/lib/security/safe-redirect'

/**
 * Plain readers of a route's search (and path) parameters. Routes' `validateSearch` and loaders
 * stay in the entry chunk every page loads, so they parse with these few lines instead of zod.
 * Each reader keeps zod's outcome: the same accepted values, and on failure the same issue codes.
 */

/** Why a parameter was refused, named as zod names it. */
export type ParamIssueCode = 'invalid_type' | 'invalid_value' | 'too_big' | 'invalid_format'

export interface ParamIssue {
  code: ParamIssueCode
  path: [string]
}

/**
 * Thrown by `parseParams` for a refused parameter; the router shows its error page with status
 * 400 (the visitor's request is wrong, not the site).
 */
export class ParamsError extends Error {
  readonly issues: ParamIssue[]
  readonly status = 400

  constructor(issues: ParamIssue[]) {
    super(
      `Invalid parameters: ${issues.map(({ path, code }) => `${path[0]} (${code})`).join(', ')}`,
    )
    this.name = 'ParamsError'
    this.issues = issues
  }
}

/** Reads one parameter: its value, or why it is refused. */
export type ParamReader<T> = (value: unknown) => { value: T } | { issues: ParamIssueCode[] }

type ReadValue<Reader> = Reader extends ParamReader<infer T> ? T : never

/** As zod types them: a parameter that may be undefined may be absent too. */
type ParsedParams<Readers> = {
  [Key in keyof Readers as undefined extends ReadValue<Readers[Key]> ? never : Key]: ReadValue<
    Readers[Key]
  >
} & {
  [Key in keyof Readers as undefined extends ReadValue<Readers[Key]> ? Key : never]?: ReadValue<
    Readers[Key]
  >
}

/**
 * Reads every parameter of `readers` from `params`, dropping any other; a parameter absent from
 * `params` stays absent. Throws a `ParamsError` naming every refused parameter.
 */
export function parseParams<Readers extends Record<string, ParamReader<unknown>>>(
  params: Record<string, unknown>,
  readers: Readers,
): ParsedParams<Readers> {
  const parsed: Record<string, unknown> = {}
  const issues: ParamIssue[] = []
  for (const [key, read] of Object.entries(readers)) {
    const result = read(params[key])
    if ('issues' in result) {
      issues.push(...result.issues.map((code) => ({ code, path: [key] as [string] })))
    } else if (key in params) {
      parsed[key] = result.value
    }
  }
  if (issues.length > 0) throw new ParamsError(issues)
  return parsed as ParsedParams<Readers>
}

/** One of `values`, required. */
export function oneOf<T extends string>(values: Record<string, T> | readonly T[]): ParamReader<T> {
  const allowed: readonly unknown[] = Object.values(values)
  return (value) =>
    allowed.includes(value) ? { value: value as T } : { issues: ['invalid_value'] }
}

/** `read`, or nothing when the parameter is absent. */
export function optional<T>(read: ParamReader<T>): ParamReader<T | undefined> {
  return (value) => (value === undefined ? { value: undefined } : read(value))
}

/** `read`, or nothing for any value it refuses. */
export function orNothing<T>(read: ParamReader<T>): ParamReader<T | undefined> {
  return (value) => {
    const result = read(value)
    return 'issues' in result ? { value: undefined } : result
  }
}

/** Any value, as it is (for a loader that decides itself). */
export const anyValue: ParamReader<unknown> = (value) => ({ value })

/** A string of at most `maxLength` characters, wholly matching `pattern` when given. */
export function text(maxLength = Infinity, pattern?: RegExp): ParamReader<string> {
  return (value) => {
    if (typeof value !== 'string') return { issues: ['invalid_type'] }
    const issues: ParamIssueCode[] = []
    if (value.length > maxLength) issues.push('too_big')
    if (pattern && !pattern.test(value)) issues.push('invalid_format')
    return issues.length > 0 ? { issues } : { value }
  }
}

/** `returnTo`: kept only when it is a path on this site; anything else is dropped. */
export const returnTo: ParamReader<string | undefined> = (value) => ({
  value: safeRedirectPath(value, '') || undefined,
})

/** The search of the many routes whose only parameter is `returnTo`. */
export function returnToSearch(search: Record<string, unknown>) {
  return parseParams(search, { returnTo })
}
