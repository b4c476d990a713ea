import type { Plan } from '~generated/api/model'
import { mockBackend } from '../state/backend-state'
import type { MemberAccount, PlanRecord } from '../state/types'

/** Contracts (any status, ended ones included) and purchases of the plan by the member. */
export function holdings(account: MemberAccount | undefined, planId: string): number {
  if (!account) return 0
  const contracts = account.subscriptions.filter(
    (subscription) => subscription.planId === planId,
  ).length
  const purchases = account.purchasedPlanIds.filter((id) => id === planId).length
  return contracts + purchases
}

export function isSubscribed(account: MemberAccount | undefined, planId: string): boolean {
  if (!account) return false
  const holdsContract = account.subscriptions.some(
    (subscription) =>
      subscription.planId === planId && subscription.subscriptionStatus !== 'CANCELLED',
  )
  return holdsContract || account.purchasedPlanIds.includes(planId)
}

/** The plan as the viewer (a member, or a guest) sees it. */
export function planView(record: PlanRecord, account: MemberAccount | undefined): Plan {
  const { contractLimit } = record
  return {
    ...record.plan,
    // A guest has no contracts to count (the contract: false for guests).
    isContractLimitReached:
      account !== undefined &&
      contractLimit !== null &&
      holdings(account, record.plan.planId) >= contractLimit,
    isSubscribed: isSubscribed(account, record.plan.planId),
  }
}

export const findPlan = (planId: string): PlanRecord | undefined =>
  mockBackend.state.plans.find((record) => record.plan.planId === planId)

export type SaleState = 'beforeSale' | 'onSale' | 'soldOut' | 'saleEnded'

export function saleState(record: PlanRecord): SaleState {
  const now = mockBackend.clock.nowMs()
  const { salesStartDate, salesEndDate, salesCount, salesLimit } = record.plan
  if (salesEndDate && now >= Date.parse(salesEndDate)) return 'saleEnded'
  if (salesStartDate && now < Date.parse(salesStartDate)) return 'beforeSale'
  if (salesLimit !== null && salesLimit !== undefined && (salesCount ?? 0) >= salesLimit)
    return 'soldOut'
  return 'onSale'
}
