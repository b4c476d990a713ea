import type { Plan } from '~generated/api/model'
import { isSoldOut } from '~/lib/rules/sales-indicator'

/**
 * A plan the member can sign up for now (/mypage/plans, spec 02 §2, §4): a subscription they do
 * not hold and whose contract limit they have not reached, on sale at the server's time
 * (started, not ended) and not sold out. Pure.
 */
export function isOpenForSignup(plan: Plan, serverTime: string): boolean {
  if (plan.planType !== 'subscription') return false
  if (plan.isSubscribed === true || plan.isContractLimitReached === true) return false
  const now = Date.parse(serverTime)
  if (plan.salesStartDate && now < Date.parse(plan.salesStartDate)) return false
  if (plan.salesEndDate && now >= Date.parse(plan.salesEndDate)) return false
  return !isSoldOut(plan)
}
