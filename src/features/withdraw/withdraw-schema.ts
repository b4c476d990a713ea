import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import type { Survey, WithdrawConfirmRequest } from '~generated/api/model'
import {
  surveyAnswers,
  surveyDefaultValues,
  surveyFormField,
  surveySchema,
  type SurveyValues,
} from '~/components/survey/survey-schema'
import { messageId } from '~/lib/forms/messages'

/** Spec 01 §5 withdraw: at least one consent value. */
export const CONSENT_REQUIRED = msg`同意は必須です`

/** /withdraw (spec 01 §5): the consents ticked (at least one) and the withdrawal survey. */
export function withdrawFormSchema(survey: Survey | null | undefined, i18n: I18n) {
  return z.object({
    consent: z.array(z.string()).check(z.minLength(1, messageId(CONSENT_REQUIRED))),
    survey: surveySchema(survey, i18n),
  })
}

export interface WithdrawFormInput {
  consent: string[]
  survey: SurveyValues
}

/**
 * The form's starting values: empty, or what was sent before when the member comes back from
 * the PIN screen (`inputtedData`; consents no longer offered are dropped).
 */
export function withdrawDefaultValues(
  survey: Survey | null | undefined,
  offered: readonly string[],
  held: WithdrawConfirmRequest | null | undefined,
): WithdrawFormInput {
  return {
    consent: (held?.consent ?? []).filter((key) => offered.includes(key)),
    survey: surveyDefaultValues(survey, held?.surveyAnswers),
  }
}

/** The body of POST /zapi/account/withdraw/confirm. */
export function withdrawConfirmBody(
  survey: Survey | null | undefined,
  values: WithdrawFormInput,
): WithdrawConfirmRequest {
  return { consent: values.consent, surveyAnswers: surveyAnswers(survey, values.survey) }
}

/** The form field of a failure's field error: `consent`, or a survey question. */
export const withdrawFormField = (serverField: string) =>
  serverField === 'consent' ? ('consent' as const) : surveyFormField(serverField)
