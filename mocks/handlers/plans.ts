import { http } from 'msw'
import type {
  PlanPurchaseFormScreenData,
  PlansScreenData,
  PurchaseCompleteScreenData,
  PurchaseConfirmScreenData,
  PurchaseOrderRequest,
  SignupPlansScreenData,
} from '~generated/api/model'
import { paymentHistory } from '../fixtures/payments'
import { fail, notFound, ok, readBody, redirectTo, route, text } from '../http'
import { campaignView, checkOrder, verifyOrder } from '../purchase/order'
import { mockBackend } from '../state/backend-state'
import { addPeriod, dateJst, isoJst, startOfDayJst } from '../state/dates'
import { randomId } from '../state/ids'
import type { MemberAccount, PlanRecord, PurchaseOrder, Session } from '../state/types'
import { stepBar } from '../signup/step-bar'
import { paymentMethodView } from '../views/payments'
import { findPlan, planView, saleState } from '../views/plans'
import { browserOf } from './root'
import { member, visitor, type MemberContext } from './context'

const formPath = (planId: string, fromSignup: boolean) =>
  fromSignup ? '/signup/plans' : `/plans/${planId}`
const stepPath = (planId: string, fromSignup: boolean, step: 'confirm' | 'complete') =>
  `${fromSignup ? '/signup' : ''}/plans/${planId}/${step}`

/** The member's methods usable for a purchase; no campaign-code method for a plan without a campaign. */
function purchaseMethods(account: MemberAccount, record?: PlanRecord) {
  return account.paymentMethods
    .filter(
      (method) =>
        method.paymentMethodType !== 'CampaignCode' ||
        record === undefined ||
        record.plan.hasAvailableCampaign,
    )
    .map((method) => paymentMethodView(account, method))
}

function inputtedData(
  session: Session,
  planId: string | null,
  fromSignup: boolean,
): PurchaseOrderRequest | null {
  const order = session.purchase
  if (
    !order ||
    order.verification ||
    order.fromSignup !== fromSignup ||
    (planId !== null && order.planId !== planId)
  )
    return null
  return {
    planId: order.planId,
    paymentMethodId: order.paymentMethodId,
    campaignCode: order.campaignCode,
    surveyAnswers: order.surveyAnswers,
  }
}

type PlanHandle = (context: MemberContext, record: PlanRecord) => Response | Promise<Response>

const withPlan = (handle: PlanHandle) =>
  member((context) => {
    const record = findPlan(context.params.planId)
    return record ? handle(context, record) : notFound('プランが見つかりません。')
  })

/** The order held for this plan in the purchase session, not yet bought. */
const heldOrder = (session: Session, planId: string): PurchaseOrder | undefined =>
  session.purchase?.planId === planId && !session.purchase.verification
    ? session.purchase
    : undefined

function confirmScreen(fromSignup: boolean) {
  return withPlan(({ account, session }, record) => {
    const order = heldOrder(session, record.plan.planId)
    const method =
      order &&
      account.paymentMethods.find(
        (candidate) => candidate.accountPaymentMethodId === order.paymentMethodId,
      )
    if (!order || order.fromSignup !== fromSignup || !method)
      return redirectTo(formPath(record.plan.planId, fromSignup))
    order.purchaseToken ??= randomId('ptk', 20)
    const campaign = record.campaigns.find(
      (candidate) => candidate.code === order.campaignCode?.toUpperCase(),
    )
    const body: PurchaseConfirmScreenData = {
      plan: planView(record, account),
      orderVerification: verifyOrder(record, account, campaign),
      paymentMethod: paymentMethodView(account, method),
      campaignCode: order.campaignCode,
      surveyAnswers: order.surveyAnswers,
      purchaseToken: order.purchaseToken,
      threeDSecure: { isRequired: false, scriptUrl: null },
      backTo: formPath(record.plan.planId, fromSignup),
      ...(fromSignup ? { stepBar: stepBar('plan') } : {}),
    }
    return ok(body)
  })
}

function completeScreen(fromSignup: boolean) {
  return withPlan(({ account, session }, record) => {
    const order = session.purchase
    if (
      order?.planId !== record.plan.planId ||
      !order.verification ||
      order.fromSignup !== fromSignup
    ) {
      return redirectTo(formPath(record.plan.planId, fromSignup))
    }
    const body: PurchaseCompleteScreenData = {
      plan: planView(record, account),
      orderVerification: order.verification,
      continueTo: fromSignup
        ? (session.completed.signedUp?.continueTo ?? '/mypage')
        : '/mypage/plans',
      ...(fromSignup ? { stepBar: stepBar('plan') } : {}),
    }
    return ok(body)
  })
}

/** Charges the order: a contract for a subscription plan, viewing rights for purchase and rental plans. */
function buy(account: MemberAccount, record: PlanRecord, order: PurchaseOrder, now: Date): void {
  const { plan } = record
  const campaign = record.campaigns.find(
    (candidate) => candidate.code === order.campaignCode?.toUpperCase(),
  )
  const verification = verifyOrder(record, account, campaign)
  if (plan.planType === 'subscription') {
    const firstPayment = startOfDayJst(Date.parse(`${verification.firstPaymentDay}T00:00:00+09:00`))
    const paidNow = verification.freeDays === null
    account.subscriptions.push({
      subscriptionId: `sub_${dateJst(now).replaceAll('-', '')}_${randomId('n', 4).slice(2)}`,
      subscriptionStatus: paidNow ? 'NEW_CONTRACT' : 'NEW_TRIAL_CONTRACT',
      planId: plan.planId,
      planName: plan.planName,
      planDescription: plan.planDescription.replace(/<[^>]*>/g, ''),
      nextSettlementDay: isoJst(
        paidNow
          ? addPeriod(firstPayment, plan.renewSpan ?? 1, plan.renewSpanUnit ?? 'months')
          : firstPayment,
      ),
      firstPaymentDay: isoJst(firstPayment),
      expirationDate: null,
      originalPrice: plan.price,
      billingAmount: campaign?.price ?? plan.price,
      campaign: campaign ? { campaignName: campaign.name } : null,
      campaignApplicablePeriod: campaign
        ? { startDate: campaign.startDate, endDate: campaign.endDate }
        : null,
      paymentMethodId: order.paymentMethodId,
      renewSpan: plan.renewSpan ?? null,
      renewSpanUnit: plan.renewSpanUnit ?? null,
    })
  } else {
    account.purchasedPlanIds.push(plan.planId)
  }
  const method =
    account.paymentMethods.find(
      (candidate) => candidate.accountPaymentMethodId === order.paymentMethodId,
    ) ?? null
  const [payment] = paymentHistory(
    [[now, plan.planName, method, verification.billingAmount]],
    mockBackend.state.store.invoice.registrationNumber,
    account.paymentHistory.length + 1,
  )
  account.paymentHistory.unshift(payment)
  plan.salesCount = (plan.salesCount ?? 0) + 1
  order.verification = verification
  order.purchaseToken = null
}

/** Plan list and purchase: form → verify → form call → confirm → purchase → complete (spec 01 §2, §4). */
export const plansHandlers = [
  http.get(
    route('/zapi/internal/plans/screen-data'),
    visitor(({ request, state, account, now }) => {
      // Plan lists are hidden in the native app (spec 01 §6).
      if (browserOf(request).isApp) return redirectTo(account ? '/mypage' : '/')
      const body: PlansScreenData = {
        plans: state.plans.map((record) => planView(record, account)),
        serverTime: isoJst(now),
      }
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/internal/plans/:planId/screen-data'),
    withPlan(({ account, session, now }, record) => {
      session.purchaseFromSignup = false
      const body: PlanPurchaseFormScreenData = {
        plan: planView(record, account),
        paymentMethods: purchaseMethods(account, record),
        paymentMethodRegistrationPath: `/mypage/payment-method?returnTo=${encodeURIComponent(`/plans/${record.plan.planId}`)}`,
        serverTime: isoJst(now),
        inputtedData: inputtedData(session, record.plan.planId, false),
      }
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/internal/signup/plans/screen-data'),
    member(({ request, state, account, session, now }) => {
      const skipTo = session.completed.signedUp?.continueTo ?? '/mypage'
      const onSale = state.plans.filter((record) => saleState(record) === 'onSale')
      if (
        browserOf(request).isApp ||
        onSale.length === 0 ||
        !state.store.status.isStorePaymentAvailable
      )
        return redirectTo(skipTo)
      session.purchaseFromSignup = true
      const body: SignupPlansScreenData = {
        plans: onSale.map((record) => planView(record, account)),
        paymentMethods: purchaseMethods(account),
        paymentMethodRegistrationPath: `/mypage/payment-method?returnTo=${encodeURIComponent('/signup/plans')}`,
        serverTime: isoJst(now),
        skipTo,
        inputtedData: inputtedData(session, null, true),
        stepBar: stepBar('plan'),
      }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/purchase/verify/:planId'),
    withPlan(async ({ request, account }, record) => {
      const order = checkOrder(record, account, await readBody(request))
      if (order instanceof Response) return order
      return ok({
        orderVerification: verifyOrder(record, account, order.campaign),
        campaign: campaignView(order.campaign, record),
      })
    }),
  ),

  http.post(
    route('/zapi/purchase/form/:planId'),
    withPlan(async ({ request, account, session }, record) => {
      const order = checkOrder(record, account, await readBody(request))
      if (order instanceof Response) return order
      const { campaign: _campaign, ...held } = order
      const fromSignup = session.purchaseFromSignup
      session.purchase = { ...held, purchaseToken: null, fromSignup, verification: null }
      return redirectTo(stepPath(record.plan.planId, fromSignup, 'confirm'))
    }),
  ),

  http.get(route('/zapi/internal/plans/:planId/confirm/screen-data'), confirmScreen(false)),
  http.get(route('/zapi/internal/signup/plans/:planId/confirm/screen-data'), confirmScreen(true)),

  http.post(
    route('/zapi/purchase/:planId'),
    withPlan(async ({ request, account, session, now }, record) => {
      const token = text(await readBody(request), 'purchaseToken')
      const order = heldOrder(session, record.plan.planId)
      if (!order || !order.purchaseToken || order.purchaseToken !== token) {
        return fail(
          409,
          'INVALID_SESSION_FLOW',
          '購入手続きの有効期限が切れました。はじめからやり直してください。',
          {
            redirectTo: formPath(
              record.plan.planId,
              order?.fromSignup ?? session.purchaseFromSignup,
            ),
          },
        )
      }
      const recheck = checkOrder(record, account, { ...order })
      if (recheck instanceof Response) return recheck
      buy(account, record, order, now)
      return redirectTo(stepPath(record.plan.planId, order.fromSignup, 'complete'))
    }),
  ),

  http.get(route('/zapi/internal/plans/:planId/complete/screen-data'), completeScreen(false)),
  http.get(route('/zapi/internal/signup/plans/:planId/complete/screen-data'), completeScreen(true)),
]
