import { notFound } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { MultiFactorRouteType } from '~generated/api/model/multiFactorRouteType'

/** The path parameters of /login/multi-factor/$type: one of the contract's second-factor kinds. */
export const multiFactorTypeParams = z.object({ type: z.enum(MultiFactorRouteType) })

/** The second-factor kind of the URL, for the loader and the page alike; any other is not found. */
export function multiFactorTypeOf(params: { type: string }): MultiFactorRouteType {
  const parsed = multiFactorTypeParams.safeParse(params)
  if (!parsed.success) throw notFound()
  return parsed.data.type
}
