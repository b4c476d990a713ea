import { http } from 'msw'
import type {
  MypagePlansScreenData,
  MypageSubscriptionSubscriptionIdPaymentMethodScreenData,
  MypageSubscriptionSubscriptionIdWithdrawScreenData,
  RestoreUnavailableReason,
} from '~generated/api/model'
import { paymentHistory } from '../fixtures/payments'
import {
  fail,
  invalid,
  notFound,
  ok,
  readBody,
  redirectTo,
  route,
  safeReturnTo,
  text,
} from '../http'
import { mockBackend } from '../state/backend-state'
import { addPeriod, isoJst, startOfDayJst } from '../state/dates'
import type { MemberAccount, SubscriptionRecord } from '../state/types'
import { surveyAnswersOf, surveyErrors } from '../survey'
import { isExpiredCard, paymentMethodsView } from '../views/payments'
import { findPlan, planView } from '../views/plans'
import {
  cancelRequestStatus,
  heldSubscriptions,
  isCancelRequested,
  isEnded,
  isHeld,
  isRenewing,
  restoredStatus,
  subscriptionView,
} from '../views/subscriptions'
import { member, type MemberContext } from './context'
import { browserOf } from './root'

type Handle = (
  context: MemberContext,
  subscription: SubscriptionRecord,
) => Response | Promise<Response>

/** A handler about one of the member's contracts (`:subscriptionId` or `:id`); 404 for anyone else's. */
const withSubscription = (handle: Handle) =>
  member((context) => {
    const id = context.params.subscriptionId ?? context.params.id
    const subscription = context.account.subscriptions.find(
      (candidate) => candidate.subscriptionId === id,
    )
    return subscription ? handle(context, subscription) : notFound('ご契約が見つかりません。')
  })

const alreadyCancelled = (subscription: SubscriptionRecord) =>
  fail(409, 'SUBSCRIPTION_ALREADY_CANCELLED', 'このプランは既に解約されています。', {
    redirectTo: `/mypage/subscription/${subscription.subscriptionId}`,
  })

const paymentMethodOf = (account: MemberAccount, subscription: SubscriptionRecord) =>
  account.paymentMethods.find(
    (method) => method.accountPaymentMethodId === subscription.paymentMethodId,
  )

/** The end of the day before the next billing date: the last moment a cancellation can be undone. */
function restoreDeadline(subscription: SubscriptionRecord): number | null {
  return subscription.nextSettlementDay
    ? startOfDayJst(Date.parse(subscription.nextSettlementDay)).getTime() - 1000
    : null
}

function restoreUnavailableReason(
  account: MemberAccount,
  subscription: SubscriptionRecord,
): RestoreUnavailableReason | null {
  if (isRenewing(subscription)) return 'renewing'
  const deadline = restoreDeadline(subscription)
  if (deadline !== null && mockBackend.clock.nowMs() > deadline) return 'deadlinePassed'
  if (!paymentMethodOf(account, subscription)) return 'noPaymentMethod'
  return null
}

const completePath = (subscription: SubscriptionRecord, page: string) =>
  `/mypage/subscription/${subscription.subscriptionId}/${page}/complete`

/** My plans, a contract's detail, payment-method change, cancellation and its undo (spec 02 §2, §4). */
export const mypageSubscriptionsHandlers = [
  http.get(
    route('/zapi/internal/mypage/plans/screen-data'),
    member(({ request, state, account, now }) => {
      // Plan lists are hidden in the native app (spec 01 §6, 02 §6), as /plans is.
      if (browserOf(request).isApp) return redirectTo('/mypage')
      const body: MypagePlansScreenData = {
        subscriptions: heldSubscriptions(account).map((subscription) =>
          subscriptionView(account, subscription),
        ),
        plans: state.plans.map((record) => planView(record, account)),
        serverTime: isoJst(now),
      }
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/subscription/:subscriptionId/screen-data'),
    withSubscription(({ account }, subscription) =>
      ok({
        subscription: subscriptionView(account, subscription),
        isRenewing: isRenewing(subscription),
      }),
    ),
  ),

  http.get(
    route('/zapi/internal/mypage/subscription/:subscriptionId/payment-method/screen-data'),
    withSubscription(({ account }, subscription) => {
      if (isEnded(subscription.subscriptionStatus)) return alreadyCancelled(subscription)
      const body: MypageSubscriptionSubscriptionIdPaymentMethodScreenData = {
        subscription: subscriptionView(account, subscription),
        paymentMethods: paymentMethodsView(account),
        usablePaymentMethodTypes: findPlan(subscription.planId)?.usablePaymentMethodTypes ?? [],
        isRenewing: isRenewing(subscription),
      }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/subscription/:id/change-payment-method'),
    withSubscription(async ({ request, account }, subscription) => {
      const methodId = text(await readBody(request), 'paymentMethodId')
      if (methodId === '')
        return fail(400, 'PAYMENT_METHOD_NOT_SELECTED', '支払い方法が選択されていません')
      const method = account.paymentMethods.find(
        (candidate) => candidate.accountPaymentMethodId === methodId,
      )
      if (!method) return notFound('お支払い方法が見つかりません。')
      if (isEnded(subscription.subscriptionStatus)) return alreadyCancelled(subscription)
      if (isRenewing(subscription))
        return fail(
          409,
          'SUBSCRIPTION_RENEWING',
          '契約更新中のため、お支払い方法を変更することはできません',
        )
      if (
        !findPlan(subscription.planId)?.usablePaymentMethodTypes.includes(method.paymentMethodType)
      ) {
        return fail(
          422,
          'PLAN_UNUSABLE_PAYMENT_METHOD',
          'このプランではご指定のお支払い方法をご利用いただけません。',
        )
      }
      if (isExpiredCard(method))
        return fail(
          422,
          'INVALID_PAYMENT_METHOD',
          '有効期限が切れたクレジットカードはご利用いただけません。',
        )
      subscription.paymentMethodId = methodId
      return redirectTo(completePath(subscription, 'payment-method'))
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/subscription/:subscriptionId/payment-method/complete/screen-data'),
    withSubscription((_context, subscription) =>
      ok({ backTo: `/mypage/subscription/${subscription.subscriptionId}` }),
    ),
  ),

  http.post(
    route('/zapi/subscription/:id/re-settlement'),
    withSubscription(({ account, now, state }, subscription) => {
      if (isRenewing(subscription))
        return fail(409, 'SUBSCRIPTION_RENEWING', '契約更新中のため、操作できません。')
      if (!isHeld(subscription.subscriptionStatus))
        return fail(409, 'INVALID_REQUEST', 'このプランは更新保留中ではありません。')
      const method = paymentMethodOf(account, subscription)
      if (!method)
        return fail(422, 'PAYMENT_METHOD_NOT_REGISTERED', 'お支払い方法が登録されていません。')
      if (isExpiredCard(method))
        return fail(
          422,
          'RE_SETTLEMENT_FAILED',
          '決済に失敗しました。お支払い方法をご確認ください。',
        )
      subscription.subscriptionStatus =
        subscription.subscriptionStatus === 'TRIAL_HOLD' ? 'TRIAL_HOLD_RELEASED' : 'HOLD_RELEASED'
      subscription.nextSettlementDay = isoJst(
        addPeriod(
          startOfDayJst(now),
          subscription.renewSpan ?? 1,
          subscription.renewSpanUnit ?? 'months',
        ),
      )
      const [payment] = paymentHistory(
        [[now, subscription.planName, method, subscription.billingAmount]],
        state.store.invoice.registrationNumber,
        account.paymentHistory.length + 1,
      )
      account.paymentHistory.unshift(payment)
      return ok({ subscription: subscriptionView(account, subscription) })
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/subscription/:subscriptionId/withdraw/screen-data'),
    withSubscription(({ url, account, session }, subscription) => {
      if (isEnded(subscription.subscriptionStatus)) return alreadyCancelled(subscription)
      const returnTo = safeReturnTo(url.searchParams.get('returnTo'))
      session.completed.subscriptionBackTo = {
        ...session.completed.subscriptionBackTo,
        [subscription.subscriptionId]: returnTo ?? '',
      }
      const restoring = isCancelRequested(subscription.subscriptionStatus)
      const deadline = restoreDeadline(subscription)
      const body: MypageSubscriptionSubscriptionIdWithdrawScreenData = {
        subscription: subscriptionView(account, subscription, true),
        mode: restoring ? 'restore' : 'withdraw',
        survey: restoring ? null : (findPlan(subscription.planId)?.cancelSurvey ?? null),
        isRenewing: isRenewing(subscription),
        restoreAvailableUntil: restoring && deadline !== null ? isoJst(deadline) : null,
        restoreUnavailableReason: restoring
          ? restoreUnavailableReason(account, subscription)
          : null,
      }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/subscription/:id/withdraw'),
    withSubscription(async ({ request, now }, subscription) => {
      if (
        isEnded(subscription.subscriptionStatus) ||
        isCancelRequested(subscription.subscriptionStatus)
      ) {
        return fail(409, 'SUBSCRIPTION_ALREADY_CANCELLED', 'このプランは既に解約手続き済みです。')
      }
      if (isRenewing(subscription))
        return fail(409, 'SUBSCRIPTION_RENEWING', '契約更新中のため、解約することができません。')
      const answers = surveyAnswersOf((await readBody(request)).surveyAnswers)
      const errors = surveyErrors(findPlan(subscription.planId)?.cancelSurvey, answers)
      if (errors.length > 0) return invalid(errors)
      subscription.subscriptionStatus = cancelRequestStatus(subscription.subscriptionStatus)
      subscription.expirationDate = subscription.nextSettlementDay ?? isoJst(now)
      return redirectTo(completePath(subscription, 'withdraw'))
    }),
  ),

  http.post(
    route('/zapi/subscription/:id/withdraw/cancel'),
    withSubscription(({ account }, subscription) => {
      if (!isCancelRequested(subscription.subscriptionStatus))
        return fail(409, 'INVALID_REQUEST', '解約手続き中のプランではありません。')
      const reason = restoreUnavailableReason(account, subscription)
      if (reason === 'renewing')
        return fail(
          409,
          'SUBSCRIPTION_RENEWING',
          '契約更新中のため、解約取り消しをすることができません。',
        )
      if (reason === 'deadlinePassed')
        return fail(422, 'SUBSCRIPTION_UNDO_UNAVAILABLE', '解約の取り消し期限を過ぎています。')
      if (reason === 'noPaymentMethod') {
        return fail(
          422,
          'SUBSCRIPTION_UNDO_UNAVAILABLE',
          'お支払い方法が登録されていないため、解約を取り消すことができません。',
        )
      }
      subscription.subscriptionStatus = restoredStatus(subscription.subscriptionStatus)
      subscription.expirationDate = null
      return redirectTo(completePath(subscription, 'withdraw'))
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/subscription/:subscriptionId/withdraw/complete/screen-data'),
    withSubscription(({ session }, subscription) => {
      const withdrawn = isCancelRequested(subscription.subscriptionStatus)
      const backTo =
        session.completed.subscriptionBackTo?.[subscription.subscriptionId] ||
        `/mypage/subscription/${subscription.subscriptionId}`
      return ok({
        completedAction: withdrawn ? 'withdraw' : 'restore',
        expirationDate: withdrawn ? subscription.expirationDate : null,
        backTo,
      })
    }),
  ),
]
