import type { Plan } from '~generated/api/model'
import { isSoldOut } from './plan-button'

/**
 * The sales indicator (spec 01 §4, §9): no limit shows nothing; sold out when salesCount is at or
 * above salesLimit; 'few' when at least 80 % is sold or one is left; otherwise enough.
 */
export type SalesIndicator = 'none' | 'soldOut' | 'few' | 'enough'

/** Share of the limit sold from which a plan has 'few' left. */
export const FEW_LEFT_RATIO = 0.8

export function salesIndicator(plan: Pick<Plan, 'salesCount' | 'salesLimit'>): SalesIndicator {
  const { salesLimit } = plan
  if (typeof salesLimit !== 'number') return 'none'
  if (isSoldOut(plan)) return 'soldOut'
  const sold = plan.salesCount ?? 0
  if (sold >= salesLimit * FEW_LEFT_RATIO || salesLimit - sold === 1) return 'few'
  return 'enough'
}
