import type { Plan } from '~generated/api/model'

/**
 * The sales indicator (spec 01 §4, §9; 02 §9): no limit shows nothing; sold out when salesCount is
 * at or above salesLimit; 'few' when at least 80 % is sold or one is left; otherwise enough.
 */
export type SalesIndicator = 'none' | 'soldOut' | 'few' | 'enough'

/** Share of the limit sold from which a plan has 'few' left. */
export const FEW_LEFT_RATIO = 0.8

type SalesInput = Pick<Plan, 'salesCount' | 'salesLimit'>

/** salesCount at or above salesLimit (no limit: never). */
export function isSoldOut(plan: SalesInput): boolean {
  const { salesCount, salesLimit } = plan
  return typeof salesLimit === 'number' && (salesCount ?? 0) >= salesLimit
}

export function salesIndicator(plan: SalesInput): SalesIndicator {
  const { salesLimit } = plan
  if (typeof salesLimit !== 'number') return 'none'
  if (isSoldOut(plan)) return 'soldOut'
  const sold = plan.salesCount ?? 0
  if (sold >= salesLimit * FEW_LEFT_RATIO || salesLimit - sold === 1) return 'few'
  return 'enough'
}
