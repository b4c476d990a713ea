import { fail } from '../http'
import type { Session } from '../state/types'

/**
 * Purchase failures a person can reach in the mocked app: campaign codes of the plans with a
 * campaign (plan_standard_monthly; mocks/fixtures/plans.ts PURCHASE_TRIGGER_CODES) that pass the
 * form and confirm screens like any code and make POST /zapi/purchase/{planId} fail. Documented in
 * mocks/README.md ("Purchase failures").
 */
export const TOO_FREQUENT_RETRY_SECONDS = 5

type Trigger = (session: Session, formPath: string) => Response | undefined

export const PURCHASE_TRIGGERS: Record<string, Trigger> = {
  DUPLICATE: () =>
    fail(
      409,
      'DUPLICATE_BILLING',
      '同じご注文の決済がすでに行われています。ご契約状況をご確認ください。',
    ),
  // 429 once, then the purchase goes through after Retry-After (real time, as the page's timer).
  TOOFREQUENT: (session) => {
    const nowMs = Date.now()
    if (session.purchaseRetryAt && nowMs >= session.purchaseRetryAt) return undefined
    session.purchaseRetryAt ??= nowMs + TOO_FREQUENT_RETRY_SECONDS * 1000
    const seconds = Math.max(1, Math.ceil((session.purchaseRetryAt - nowMs) / 1000))
    return fail(
      429,
      'PURCHASE_TOO_FREQUENT',
      '短時間に購入が繰り返されました。しばらく時間をおいてから再度お試しください。',
      { retryAfterSeconds: seconds },
    )
  },
  LOCKFAIL: () =>
    fail(500, 'LOCK_OPERATION_FAILED', 'ロックの取得に失敗しました（purchase:lock timeout）。'),
  OPERATOR: () =>
    fail(
      500,
      'PLAN_OPERATOR_ERROR',
      'プランの価格設定が見つかりません（運営者向け: price table missing）。',
    ),
  CARDERROR: () => fail(422, 'CARD_REGISTRATION_ERROR', 'カード決済でエラーが発生しました。'),
  UNAVAILABLE: () => fail(409, 'PRODUCT_UNAVAILABLE', 'このプランは現在ご購入いただけません。'),
  FAIL3DS: () => fail(422, 'THREE_D_SECURE_FAILED', '3Dセキュア認証に失敗しました。'),
  SESSIONLOST: (session, formPath) => {
    session.purchase = null
    return fail(
      409,
      'INVALID_SESSION_FLOW',
      '購入手続きの有効期限が切れました。はじめからやり直してください。',
      { redirectTo: formPath },
    )
  },
}
