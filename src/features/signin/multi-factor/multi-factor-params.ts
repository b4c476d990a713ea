import { notFound } from '@tanstack/react-router'
import { MultiFactorRouteType } from '~generated/api/model/multiFactorRouteType'
import { oneOf, parseParams } from '~/lib/routing/search-params'

/** The path parameters of /login/multi-factor/$type: one of the contract's second-factor kinds. */
export function multiFactorTypeParams(params: Record<string, unknown>) {
  return parseParams(params, { type: oneOf(MultiFactorRouteType) })
}

/** The second-factor kind of the URL, for the loader and the page alike; any other is not found. */
export function multiFactorTypeOf(params: { type: string }): MultiFactorRouteType {
  try {
    return multiFactorTypeParams(params).type
  } catch {
    throw notFound()
  }
}
