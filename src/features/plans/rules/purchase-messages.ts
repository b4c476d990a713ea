import { msg } from '@lingui/core/macro'
import type { FailureMessages } from '~/components/form-submit/use-form-failure'
import { CONTRACT_LIMIT_REACHED } from './plan-messages'
import {
  PAYMENT_METHOD_NOT_REGISTERED,
  PAYMENT_METHOD_NOT_SELECTED,
  PLAN_NOT_SELECTED,
} from './purchase-schema'

/** Operator-only plan errors are shown as the generic message (spec 01 §8). */
export const GENERIC_FAILURE = msg`エラーが発生しました`

/**
 * The site's wording of every purchase failure (spec 01 §8), whatever the server said, so ja and
 * en stay in step. What the member can do next is decided by purchaseWayOn.
 */
export const PURCHASE_MESSAGES: FailureMessages = {
  PLAN_NOT_SELECTED,
  PAYMENT_METHOD_NOT_REGISTERED,
  PAYMENT_METHOD_NOT_SELECTED,
  CONTRACT_LIMIT_REACHED,
  PRODUCT_UNAVAILABLE: msg`このプランは現在ご購入いただけません。`,
  DUPLICATE_BILLING: msg`同じご注文の決済がすでに行われています。ご契約状況をご確認ください。`,
  PURCHASE_TOO_FREQUENT: msg`短時間に購入が繰り返されました。しばらく時間をおいてから再度お試しください。`,
  LOCK_OPERATION_FAILED: msg`ただいま処理が混み合っています。しばらく時間をおいてから再度お試しください。`,
  PLAN_OPERATOR_ERROR: GENERIC_FAILURE,
  THREE_D_SECURE_FAILED: msg`3Dセキュア認証に失敗しました。別のお支払い方法を選択するか、再度お試しください。`,
  CAMPAIGN_CODE_NOT_APPLICABLE: msg`このキャンペーンコードはご利用いただけません。`,
  CAMPAIGN_DISCOUNT_NOT_FULL: msg`このキャンペーンコードはお支払い方法としてご利用いただけません。`,
  INVALID_PAYMENT_METHOD: msg`ご指定のお支払い方法は登録されていません。`,
  UNUSABLE_PAYMENT_METHOD: msg`ご指定のお支払い方法はご利用いただけません。別のお支払い方法を選択してください。`,
  PLAN_UNUSABLE_PAYMENT_METHOD: msg`このプランではご指定のお支払い方法をご利用いただけません。`,
  PAYMENT_CANCELLED: msg`お支払いの手続きがキャンセルされました。もう一度お試しいただくか、別のお支払い方法を選択してください。`,
  PAYMENT_REFUSED: msg`お支払いの手続きができませんでした。別のお支払い方法を選択するか、再度お試しください。`,
  CARD_REGISTRATION_ERROR: msg`カードの決済でエラーが発生しました。別のお支払い方法を選択してください。`,
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
