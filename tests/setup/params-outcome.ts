import { ParamsError } from '~/lib/routing/search-params'

/** A plain parameter parser's outcome in the shape of zod's `safeParse`, to compare the two. */
export function safeParseWith<T>(
  parse: (params: Record<string, unknown>) => T,
  params: Record<string, unknown>,
) {
  try {
    return { success: true, data: parse(params), error: undefined }
  } catch (error) {
    if (!(error instanceof ParamsError)) throw error
    return { success: false, data: undefined, error }
  }
}

/** Zod's issues as a plain parser reports them: what was refused, and why. */
export const issuesOf = (issues?: readonly { code: string; path: readonly PropertyKey[] }[]) =>
  issues?.map(({ code, path }) => ({ code, path }))
