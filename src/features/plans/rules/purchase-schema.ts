import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import type { AccountPaymentMethod, PurchaseOrderRequest, Survey } from '~generated/api/model'
import {
  surveyAnswers,
  surveyDefaultValues,
  surveyFormField,
  surveySchema,
  type SurveyValues,
} from '~/components/survey/survey-schema'
import { ERROR_MESSAGES } from '~/lib/api/error-messages'
import { toHalfWidth } from '~/lib/forms/normalize'
import { messageId } from '~/lib/forms/messages'

/** Spec 01 §5 purchase (the spec's own wording, in both languages). */
export const PLAN_NOT_SELECTED = ERROR_MESSAGES.PLAN_NOT_SELECTED
export const PAYMENT_METHOD_NOT_REGISTERED = ERROR_MESSAGES.PAYMENT_METHOD_NOT_REGISTERED
export const PAYMENT_METHOD_NOT_SELECTED = ERROR_MESSAGES.PAYMENT_METHOD_NOT_SELECTED
export const CAMPAIGN_CODE_REQUIRED = msg`キャンペーンコードを入力してください`
export const CAMPAIGN_CODE_FORMAT = msg`キャンペーンコードは半角英数字で入力してください`

/** The longest campaign code (the contract's CampaignCode). */
export const CAMPAIGN_CODE_MAX_LENGTH = 64

export interface PurchaseFormInput {
  planId: string
  paymentMethodId: string
  campaignCode: string
  survey: SurveyValues
}

interface PurchaseRules {
  /** The payment methods offered (the screen data's, CampaignCode only with a campaign). */
  paymentMethods: readonly Pick<
    AccountPaymentMethod,
    'accountPaymentMethodId' | 'paymentMethodType'
  >[]
  /** The chosen plan's survey (none: no survey answers). */
  survey: Survey | null | undefined
  i18n: I18n
}

/** The campaign code as sent: full-width letters and digits made half-width, trimmed. */
export const normalizeCampaignCode = (value: string): string => toHalfWidth(value).trim()

/**
 * The purchase form (spec 01 §5): a plan chosen ('Please select a plan.'), a payment method
 * ('Please register a payment method.' when none is registered), the campaign code — trimmed,
 * optional, half-width alphanumerics, but required ('キャンペーンコードを入力してください') when
 * the campaign-code payment type is chosen — and the plan's survey.
 */
export function purchaseFormSchema({ paymentMethods, survey, i18n }: PurchaseRules) {
  const hasMethods = paymentMethods.length > 0
  return z
    .object({
      planId: z.string().check(z.minLength(1, messageId(PLAN_NOT_SELECTED))),
      paymentMethodId: z
        .string()
        .check(
          z.minLength(
            1,
            messageId(hasMethods ? PAYMENT_METHOD_NOT_SELECTED : PAYMENT_METHOD_NOT_REGISTERED),
          ),
        ),
      campaignCode: z.string(),
      survey: surveySchema(survey, i18n),
    })
    .check(
      z.superRefine((values, ctx) => {
        const code = normalizeCampaignCode(values.campaignCode)
        const method = paymentMethods.find(
          (candidate) => candidate.accountPaymentMethodId === values.paymentMethodId,
        )
        const issue = (message: string) =>
          ctx.addIssue({ code: 'custom', path: ['campaignCode'], message })
        if (code === '') {
          if (method?.paymentMethodType === 'CampaignCode') issue(messageId(CAMPAIGN_CODE_REQUIRED))
        } else if (!/^[A-Za-z0-9]+$/.test(code) || code.length > CAMPAIGN_CODE_MAX_LENGTH) {
          issue(messageId(CAMPAIGN_CODE_FORMAT))
        }
      }),
    )
}

/** The form's starting values: the plan given, else what the server held (back from confirm). */
export function purchaseDefaultValues(
  planId: string,
  survey: Survey | null | undefined,
  held: PurchaseOrderRequest | null | undefined,
  paymentMethods: readonly Pick<AccountPaymentMethod, 'accountPaymentMethodId'>[],
): PurchaseFormInput {
  const heldMethod = held?.paymentMethodId ?? ''
  const offered = paymentMethods.some((method) => method.accountPaymentMethodId === heldMethod)
  return {
    planId: held?.planId ?? planId,
    paymentMethodId: offered
      ? heldMethod
      : paymentMethods.length === 1
        ? paymentMethods[0].accountPaymentMethodId
        : '',
    campaignCode: held?.campaignCode ?? '',
    survey: surveyDefaultValues(survey, held?.surveyAnswers),
  }
}

/** The body of POST /zapi/purchase/verify/{planId} and /zapi/purchase/form/{planId}. */
export function purchaseOrderBody(
  survey: Survey | null | undefined,
  values: PurchaseFormInput,
): PurchaseOrderRequest {
  const code = normalizeCampaignCode(values.campaignCode)
  return {
    planId: values.planId,
    paymentMethodId: values.paymentMethodId,
    campaignCode: code === '' ? null : code,
    surveyAnswers: surveyAnswers(survey, values.survey),
  }
}

const FORM_FIELDS = ['planId', 'paymentMethodId', 'campaignCode'] as const

/** The form field of a failure's field error: one of the form's, or a survey question. */
export const purchaseFormField = (serverField: string) =>
  FORM_FIELDS.find((field) => field === serverField) ?? surveyFormField(serverField)
