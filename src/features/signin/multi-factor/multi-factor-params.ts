import * as z from 'zod/mini'
import { MultiFactorRouteType } from '~generated/api/model/multiFactorRouteType'

/** The path parameters of /login/multi-factor/$type: one of the contract's second-factor kinds. */
export const multiFactorTypeParams = z.object({ type: z.enum(MultiFactorRouteType) })
