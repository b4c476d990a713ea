import { http } from 'msw'
import type {
  PaymentMethodType,
  PlanPurchaseFormScreenData,
  PlansScreenData,
  PurchaseCompleteScreenData,
  PurchaseConfirmScreenData,
  PurchaseOrderRequest,
  SignupPlansScreenData,
} from '~generated/api/model'
import { paymentHistory } from '../fixtures/payments'
import { fail, notFound, ok, readBody, redirectTo, route, text } from '../http'
import { campaignView, checkOrder, purchaseMethodsOf, verifyOrder } from '../purchase/order'
import { PURCHASE_TRIGGERS } from '../purchase/triggers'
import type { Settle } from '../payments/registration'
import {
  LINK_PROVIDER_URL,
  MOCK_CARD_MERCHANT,
  paymentReturnUrl,
  startTransaction,
  threeDSecureChallengeUrl,
} from '../providers/transactions'
import { mockBackend } from '../state/backend-state'
import { addPeriod, dateJst, isoJst, startOfDayJst } from '../state/dates'
import { randomId } from '../state/ids'
import type { MemberAccount, PlanRecord, PurchaseOrder, Session } from '../state/types'
import { stepBar } from '../signup/step-bar'
import { THREE_D_SECURE_CARD } from '../providers/test-cards'
import { paymentMethodView } from '../views/payments'
import { findPlan, planView, saleState } from '../views/plans'
import { browserOf } from './root'
import { member, visitor, type MemberContext } from './context'

const formPath = (planId: string, fromSignup: boolean) =>
  fromSignup ? '/signup/plans' : `/plans/${planId}`
const stepPath = (planId: string, fromSignup: boolean, step: 'confirm' | 'complete') =>
  `${fromSignup ? '/signup' : ''}/plans/${planId}/${step}`

/** The member's methods usable for a purchase (purchase/order.ts purchaseMethodsOf). */
function purchaseMethods(account: MemberAccount, record?: PlanRecord) {
  return purchaseMethodsOf(account, record).map((method) => paymentMethodView(account, method))
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

/** The held order's payment method (the virtual campaign-code method included). */
const heldMethod = (account: MemberAccount, record: PlanRecord, order: PurchaseOrder) =>
  purchaseMethodsOf(account, record).find(
    (candidate) => candidate.accountPaymentMethodId === order.paymentMethodId,
  )

/**
 * The test card 4000 0000 0000 3220, once registered, asks for the issuer's 3-D Secure challenge
 * at purchase as at registration (providers/test-cards.ts).
 */
const needsThreeDSecure = (method: { cardInfo?: { cardNumberSuffix: string } | null }) =>
  method.cardInfo?.cardNumberSuffix === THREE_D_SECURE_CARD.slice(-4)

function confirmScreen(fromSignup: boolean) {
  return withPlan(({ account, session }, record) => {
    const bought = session.purchase
    // A reload of the confirm screen after the purchase shows its completion, never a new order.
    if (
      bought?.planId === record.plan.planId &&
      bought.verification &&
      bought.fromSignup === fromSignup
    )
      return redirectTo(stepPath(record.plan.planId, fromSignup, 'complete'))
    const order = heldOrder(session, record.plan.planId)
    const method = order && heldMethod(account, record, order)
    if (!order || order.fromSignup !== fromSignup || !method)
      return redirectTo(formPath(record.plan.planId, fromSignup))
    const purchaseError = session.purchaseError ?? null
    session.purchaseError = null
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
      threeDSecure: { isRequired: needsThreeDSecure(method), scriptUrl: null },
      backTo: formPath(record.plan.planId, fromSignup),
      ...(fromSignup ? { stepBar: stepBar('plan') } : {}),
      purchaseError,
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

/** POST /zapi/purchase/{planId} itself: token, recheck, trigger codes, 3-D Secure, charge. */
async function purchase(
  body: Awaited<ReturnType<typeof readBody>>,
  account: MemberAccount,
  session: Session,
  record: PlanRecord,
  now: Date,
): Promise<Response> {
  const token = text(body, 'purchaseToken')
  const order = heldOrder(session, record.plan.planId)
  const restartAt = formPath(record.plan.planId, order?.fromSignup ?? session.purchaseFromSignup)
  if (!order || !order.purchaseToken || order.purchaseToken !== token) {
    return fail(
      409,
      'INVALID_SESSION_FLOW',
      '購入手続きの有効期限が切れました。はじめからやり直してください。',
      { redirectTo: restartAt },
    )
  }
  const recheck = checkOrder(record, account, { ...order })
  if (recheck instanceof Response) return recheck
  const trigger = order.campaignCode && PURCHASE_TRIGGERS[order.campaignCode.toUpperCase()]
  const refused = trigger ? trigger(session, restartAt) : undefined
  if (refused) return refused
  const method = heldMethod(account, record, order)
  if (method && needsThreeDSecure(method)) {
    const transaction = startTransaction(
      mockBackend.state,
      {
        provider: 'three-d-secure',
        purpose: 'purchase',
        accountId: account.id,
        data: { planId: record.plan.planId, purchaseToken: order.purchaseToken },
      },
      Date.now(),
    )
    const amount = verifyOrder(record, account, recheck.campaign).billingAmount
    return redirectTo(
      threeDSecureChallengeUrl(paymentReturnUrl('three-d-secure', transaction.id), amount),
    )
  }
  if (method && CARRIER_TYPES.includes(method.paymentMethodType)) {
    // Carriers: the member confirms the purchase on the carrier's page (a posted hidden form).
    const transaction = startTransaction(
      mockBackend.state,
      {
        provider: 'link',
        purpose: 'purchase',
        accountId: account.id,
        data: { planId: record.plan.planId, purchaseToken: order.purchaseToken },
      },
      Date.now(),
    )
    const amount = verifyOrder(record, account, recheck.campaign).billingAmount
    return ok({
      providerForm: {
        linkUrl: LINK_PROVIDER_URL,
        params: {
          pay_method: method.paymentMethodType.replace('Sbps', '').toLowerCase(),
          item_name: record.plan.planName,
          amount: String(amount),
          merchant_id: MOCK_CARD_MERCHANT.merchantId,
          service_id: MOCK_CARD_MERCHANT.serviceId,
          cust_code: account.id,
          order_id: transaction.id,
          success_url: paymentReturnUrl('link', transaction.id, 'success'),
          cancel_url: paymentReturnUrl('link', transaction.id, 'cancel'),
          error_url: paymentReturnUrl('link', transaction.id, 'failure'),
        },
      },
    })
  }
  buy(account, record, order, now)
  return redirectTo(stepPath(record.plan.planId, order.fromSignup, 'complete'))
}

/** Carrier billing: confirmed by the member on the carrier's page for each purchase. */
const CARRIER_TYPES: PaymentMethodType[] = [
  'SbpsDocomo',
  'SbpsAuSimple',
  'SbpsAuone',
  'SbpsSoftbank',
  'SbpsSoftbankYahoo',
]

/**
 * The return from the issuer's 3-D Secure challenge of a purchase (handlers/payment-returns.ts):
 * success charges the held order → completion; failure or cancel → the confirm screen, which
 * shows the refusal once and offers the order again with a new purchase token.
 */
export const settlePurchase: Settle = ({ transaction, outcome, account, now }) => {
  const planId = String(transaction.data.planId)
  const record = findPlan(planId)
  const session = [...mockBackend.state.sessions.values()].find(
    (candidate) =>
      candidate.accountId === account.id &&
      candidate.purchase?.planId === planId &&
      candidate.purchase.purchaseToken === transaction.data.purchaseToken,
  )
  const order = session?.purchase
  if (!record || !session || !order || order.verification) return `/plans/${planId}`
  if (outcome === 'success') {
    buy(account, record, order, now)
    return stepPath(planId, order.fromSignup, 'complete')
  }
  order.purchaseToken = null
  const byCarrier = transaction.provider === 'link'
  session.purchaseError =
    outcome === 'cancel'
      ? { code: 'PAYMENT_CANCELLED', message: 'お支払いがキャンセルされました。' }
      : byCarrier
        ? { code: 'PAYMENT_REFUSED', message: 'お支払いの手続きができませんでした。' }
        : { code: 'THREE_D_SECURE_FAILED', message: '3Dセキュア認証に失敗しました。' }
  return stepPath(planId, order.fromSignup, 'confirm')
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
      // Idempotency-Key: a repeat (double click, retry, reload) gets the first final answer.
      const key = request.headers.get('idempotency-key')
      const answers = (session.purchaseAnswers ??= {})
      const earlier = key ? answers[key] : undefined
      if (earlier) return ok(earlier.body, { status: earlier.status })
      const answer = await purchase(await readBody(request), account, session, record, now)
      if (key && (answer.status < 300 || answer.status === 409 || answer.status === 422))
        answers[key] = { status: answer.status, body: await answer.clone().json() }
      return answer
    }),
  ),

  http.get(route('/zapi/internal/plans/:planId/complete/screen-data'), completeScreen(false)),
  http.get(route('/zapi/internal/signup/plans/:planId/complete/screen-data'), completeScreen(true)),
]
