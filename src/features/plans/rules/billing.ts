import type { OrderVerification, Plan } from '~generated/api/model'

/** Entitlement expiries further than this are not shown (spec 01 §9). */
export const ENTITLEMENT_DISPLAY_LIMIT_YEARS = 10

/** An entitlement expiry to show: null when there is none or it is beyond 10 years from now. */
export function shownEntitlementExpiry(
  expiry: string | null | undefined,
  now: number,
): string | null {
  if (!expiry) return null
  const at = Date.parse(expiry)
  if (Number.isNaN(at)) return null
  const limit = new Date(now)
  limit.setFullYear(limit.getFullYear() + ENTITLEMENT_DISPLAY_LIMIT_YEARS)
  return at > limit.getTime() ? null : expiry
}

/**
 * What the member will be billed and when (the confirm page's statement), from the order
 * verification: a free trial or a 100 % campaign first (nothing now), a discount for a number of
 * payments then the regular price, a one-off purchase, or the regular price from the first day.
 */
export type BillingPlan =
  | { kind: 'freeFirst'; freeDays: number | null; firstPaymentDay: string; regularPrice: number }
  | {
      kind: 'discounted'
      amount: number
      times: number | null
      firstPaymentDay: string
      regularPrice: number
    }
  | { kind: 'oneOff'; amount: number; firstPaymentDay: string }
  | { kind: 'recurring'; amount: number; firstPaymentDay: string }

export function billingPlan(
  plan: Pick<Plan, 'planType' | 'price'>,
  order: Pick<
    OrderVerification,
    'billingAmount' | 'firstPaymentDay' | 'freeDays' | 'campaignType' | 'discountContinuationCount'
  >,
): BillingPlan {
  const { firstPaymentDay } = order
  const amount = order.billingAmount
  if (plan.planType !== 'subscription') return { kind: 'oneOff', amount, firstPaymentDay }
  if ((order.freeDays ?? 0) > 0 || order.campaignType === 'free' || amount === 0)
    return {
      kind: 'freeFirst',
      freeDays: order.freeDays ?? null,
      firstPaymentDay,
      regularPrice: plan.price,
    }
  if (order.campaignType === 'other' && amount !== plan.price)
    return {
      kind: 'discounted',
      amount,
      times: order.discountContinuationCount ?? null,
      firstPaymentDay,
      regularPrice: plan.price,
    }
  return { kind: 'recurring', amount, firstPaymentDay }
}
