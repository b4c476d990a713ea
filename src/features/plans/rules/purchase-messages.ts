import { msg } from '@lingui/core/macro'
import type { FailureMessages } from '~/components/form-submit/use-form-failure'
import { ERROR_MESSAGES } from '~/lib/api/error-messages'
import { CONTRACT_LIMIT_REACHED } from './plan-messages'
import {
  PAYMENT_METHOD_NOT_REGISTERED,
  PAYMENT_METHOD_NOT_SELECTED,
  PLAN_NOT_SELECTED,
} from './purchase-schema'

/**
 * The site's wording of every purchase failure (spec 01 §8), whatever the server said, so ja and
 * en stay in step. What the member can do next is decided by purchaseWayOn.
 */
export const PURCHASE_MESSAGES: FailureMessages = {
  PLAN_NOT_SELECTED,
  PAYMENT_METHOD_NOT_REGISTERED,
  PAYMENT_METHOD_NOT_SELECTED,
  CONTRACT_LIMIT_REACHED,
  PRODUCT_UNAVAILABLE: ERROR_MESSAGES.PRODUCT_UNAVAILABLE,
  DUPLICATE_BILLING: ERROR_MESSAGES.DUPLICATE_BILLING,
  PURCHASE_TOO_FREQUENT: ERROR_MESSAGES.PURCHASE_TOO_FREQUENT,
  LOCK_OPERATION_FAILED: ERROR_MESSAGES.LOCK_OPERATION_FAILED,
  PLAN_OPERATOR_ERROR: ERROR_MESSAGES.PLAN_OPERATOR_ERROR,
  THREE_D_SECURE_FAILED: ERROR_MESSAGES.THREE_D_SECURE_FAILED,
  CAMPAIGN_CODE_NOT_APPLICABLE: ERROR_MESSAGES.CAMPAIGN_CODE_NOT_APPLICABLE,
  CAMPAIGN_DISCOUNT_NOT_FULL: ERROR_MESSAGES.CAMPAIGN_DISCOUNT_NOT_FULL,
  INVALID_PAYMENT_METHOD: ERROR_MESSAGES.INVALID_PAYMENT_METHOD,
  UNUSABLE_PAYMENT_METHOD: ERROR_MESSAGES.UNUSABLE_PAYMENT_METHOD,
  PLAN_UNUSABLE_PAYMENT_METHOD: ERROR_MESSAGES.PLAN_UNUSABLE_PAYMENT_METHOD,
  PAYMENT_CANCELLED: msg`お支払いの手続きがキャンセルされました。もう一度お試しいただくか、別のお支払い方法を選択してください。`,
  PAYMENT_REFUSED: msg`お支払いの手続きができませんでした。別のお支払い方法を選択するか、再度お試しください。`,
  CARD_REGISTRATION_ERROR: ERROR_MESSAGES.CARD_REGISTRATION_ERROR,
}

/**
 * Where a failed purchase leads (spec 01 §8 "each with its way on"): change the order on the
 * form, see the contracts (already billed), back to the plan list (no longer on sale), or try
 * again here (a passing failure; a 429 waits for its timer first).
 */
export type PurchaseWayOn = 'fixOrder' | 'contracts' | 'plans' | 'retry'

/**
 * The ways on that lead to a plan list (/plans, or the contracts on /mypage/plans), pages hidden in
 * the native app (spec 01 §6, 02 §6), so not offered there.
 */
export const leadsToPlanList = (way: PurchaseWayOn): boolean =>
  way === 'contracts' || way === 'plans'

export function purchaseWayOn(code: string | undefined): PurchaseWayOn {
  switch (code) {
    case 'DUPLICATE_BILLING':
    case 'CONTRACT_LIMIT_REACHED':
      return 'contracts'
    case 'PRODUCT_UNAVAILABLE':
      return 'plans'
    case 'THREE_D_SECURE_FAILED':
    case 'PAYMENT_CANCELLED':
    case 'PAYMENT_REFUSED':
    case 'CARD_REGISTRATION_ERROR':
    case 'INVALID_PAYMENT_METHOD':
    case 'UNUSABLE_PAYMENT_METHOD':
    case 'PLAN_UNUSABLE_PAYMENT_METHOD':
    case 'CAMPAIGN_CODE_NOT_APPLICABLE':
    case 'CAMPAIGN_DISCOUNT_NOT_FULL':
      return 'fixOrder'
    default:
      return 'retry'
  }
}
