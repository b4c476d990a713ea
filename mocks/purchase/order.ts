import type { Campaign, OrderVerification, SurveyAnswer } from '~generated/api/model'
import { fail, fieldError, invalid, text, type Body } from '../http'
import { mockBackend } from '../state/backend-state'
import { addDays, dateJst } from '../state/dates'
import type { CampaignRecord, MemberAccount, PlanRecord } from '../state/types'
import { surveyAnswersOf, surveyErrors } from '../survey'
import { isExpiredCard } from '../views/payments'
import { holdings, planView, saleState } from '../views/plans'

export interface CheckedOrder {
  planId: string
  paymentMethodId: string
  campaignCode: string | null
  surveyAnswers: SurveyAnswer[]
  campaign: CampaignRecord | undefined
}

/**
 * The purchase form's checks (spec 01 §4, §5, §8), in the order the page needs them: plan,
 * payment method, contract limit and sale state, the method's fitness, the campaign code, the survey.
 */
export function checkOrder(
  record: PlanRecord,
  account: MemberAccount,
  body: Body,
): CheckedOrder | Response {
  const planId = text(body, 'planId')
  if (planId === '')
    return fail(400, 'PLAN_NOT_SELECTED', 'Please select a plan.', {
      errors: [fieldError('planId', 'PLAN_NOT_SELECTED', 'Please select a plan.')],
    })
  const paymentMethodId = text(body, 'paymentMethodId')
  if (paymentMethodId === '') {
    return account.paymentMethods.length === 0
      ? fail(400, 'PAYMENT_METHOD_NOT_REGISTERED', 'Please register a payment method.', {
          errors: [
            fieldError(
              'paymentMethodId',
              'PAYMENT_METHOD_NOT_REGISTERED',
              'Please register a payment method.',
            ),
          ],
        })
      : fail(400, 'PAYMENT_METHOD_NOT_SELECTED', '支払い方法が選択されていません', {
          errors: [
            fieldError(
              'paymentMethodId',
              'PAYMENT_METHOD_NOT_SELECTED',
              '支払い方法が選択されていません',
            ),
          ],
        })
  }
  if (planView(record, account).isContractLimitReached)
    return fail(409, 'CONTRACT_LIMIT_REACHED', '契約数の上限に達しているため購入できません')
  if (saleState(record) !== 'onSale')
    return fail(409, 'PRODUCT_UNAVAILABLE', 'このプランは現在ご購入いただけません。')

  const method = purchaseMethodsOf(account, record).find(
    (candidate) => candidate.accountPaymentMethodId === paymentMethodId,
  )
  if (!method)
    return fail(422, 'INVALID_PAYMENT_METHOD', 'ご指定のお支払い方法は登録されていません。')
  if (!record.usablePaymentMethodTypes.includes(method.paymentMethodType)) {
    return fail(
      422,
      'PLAN_UNUSABLE_PAYMENT_METHOD',
      'このプランではご指定のお支払い方法をご利用いただけません。',
    )
  }
  if (isExpiredCard(method))
    return fail(
      422,
      'UNUSABLE_PAYMENT_METHOD',
      'ご指定のお支払い方法はご利用いただけません。別のお支払い方法を選択してください。',
    )

  const campaignCode = text(body, 'campaignCode').trim()
  if (method.paymentMethodType === 'CampaignCode' && campaignCode === '') {
    return invalid([
      fieldError('campaignCode', 'VALIDATION_ERROR', 'キャンペーンコードを入力してください'),
    ])
  }
  if (!/^[A-Za-z0-9]*$/.test(campaignCode))
    return invalid([
      fieldError(
        'campaignCode',
        'VALIDATION_ERROR',
        'キャンペーンコードは半角英数字で入力してください',
      ),
    ])
  const campaign =
    campaignCode === ''
      ? undefined
      : record.campaigns.find((candidate) => candidate.code === campaignCode.toUpperCase())
  const now = mockBackend.now().getTime()
  const inPeriod =
    campaign !== undefined &&
    now >= Date.parse(campaign.startDate) &&
    now <= Date.parse(campaign.endDate)
  if (campaignCode !== '' && !inPeriod) {
    const message = 'このキャンペーンコードはご利用いただけません。'
    return fail(422, 'CAMPAIGN_CODE_NOT_APPLICABLE', message, {
      errors: [fieldError('campaignCode', 'CAMPAIGN_CODE_NOT_APPLICABLE', message)],
    })
  }
  if (method.paymentMethodType === 'CampaignCode' && campaign && campaign.price > 0) {
    return fail(
      422,
      'CAMPAIGN_DISCOUNT_NOT_FULL',
      'このキャンペーンコードはお支払い方法としてご利用いただけません。',
    )
  }
  const surveyAnswers = surveyAnswersOf(body.surveyAnswers)
  const errors = surveyErrors(record.plan.survey, surveyAnswers)
  if (errors.length > 0) return invalid(errors)
  return {
    planId: record.plan.planId,
    paymentMethodId,
    campaignCode: campaignCode || null,
    surveyAnswers,
    campaign,
  }
}

/**
 * The campaign-code payment method every member may use on a plan with an available campaign
 * (decided, the spec is silent: the CampaignCode type cannot be registered, yet a purchase names a
 * registered method). A member who has registered one uses theirs; any other gets this one. With
 * it, only a 100 % campaign code pays (else CAMPAIGN_DISCOUNT_NOT_FULL).
 */
export const CAMPAIGN_CODE_METHOD_ID = 'apm_campaign_code'

type StoredMethod = MemberAccount['paymentMethods'][number]

const campaignCodeMethod: StoredMethod = {
  accountPaymentMethodId: CAMPAIGN_CODE_METHOD_ID,
  paymentMethodType: 'CampaignCode',
  cardInfo: null,
  displayName: null,
}

/** The member's methods for a purchase of `record` (any plan when undefined: /signup/plans). */
export function purchaseMethodsOf(
  account: MemberAccount,
  record: PlanRecord | undefined,
): StoredMethod[] {
  const hasCampaign = record ? record.plan.hasAvailableCampaign : true
  const own = account.paymentMethods.filter(
    (method) => method.paymentMethodType !== 'CampaignCode' || hasCampaign,
  )
  const hasCodeMethod = own.some((method) => method.paymentMethodType === 'CampaignCode')
  return hasCampaign && !hasCodeMethod ? [...own, campaignCodeMethod] : own
}

/** What the order costs and when it is first paid. */
export function verifyOrder(
  record: PlanRecord,
  account: MemberAccount,
  campaign: CampaignRecord | undefined,
): OrderVerification {
  const { plan } = record
  const now = mockBackend.now()
  const trialDays = campaign ? null : (plan.freeTrialDays ?? null)
  return {
    billingAmount: trialDays ? 0 : (campaign?.price ?? plan.price),
    firstPaymentDay: dateJst(trialDays ? addDays(now, trialDays) : now),
    isReContract: holdings(account, plan.planId) > 0,
    campaignId: campaign?.campaignId ?? null,
    campaignType: campaign ? (campaign.price === 0 ? 'free' : 'other') : null,
    freeDays: trialDays,
    discountContinuationCount: campaign?.limitCountOfPayments ?? null,
    subscriptionExpiration: null,
    campaignEndDate: campaign?.endDate ?? null,
    campaignDescription: campaign?.description ?? null,
    campaignName: campaign?.name ?? null,
    entitlementExpiration:
      plan.planType === 'subscription' ? null : (plan.entitlementExpiration ?? null),
  }
}

export const campaignView = (
  campaign: CampaignRecord | undefined,
  record: PlanRecord,
): Campaign | null =>
  campaign
    ? {
        code: campaign.code,
        applicablePeriod: { startDate: campaign.startDate, endDate: campaign.endDate },
        price: campaign.price,
        limitCountOfPayments: campaign.limitCountOfPayments,
        priceAfter: record.plan.price,
      }
    : null
