import * as z from 'zod/mini'
import { safeRedirectPath } from './safe-redirect'

/**
 * The `returnTo` search parameter of a route's `validateSearch`: kept only when it is a path on
 * this site; anything else (another site, a script URL, a malformed value) is dropped.
 */
export const returnToParam = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value) => safeRedirectPath(value, '') || undefined),
  ),
)
