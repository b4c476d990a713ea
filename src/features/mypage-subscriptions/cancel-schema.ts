import type { I18n } from '@lingui/core'
import * as z from 'zod/mini'
import type { Survey, SubscriptionWithdrawRequest } from '~generated/api/model'
import { surveyAnswers, surveySchema, type WithSurvey } from '~/components/survey/survey-schema'

/**
 * /mypage/subscription/{id}/withdraw (cancel): the plan's cancellation survey, the only input
 * (spec 02 §7: the body is the survey answers). No survey: an empty form.
 */
export const cancelSchema = (survey: Survey | null | undefined, i18n: I18n) =>
  z.object({ survey: surveySchema(survey, i18n) })

/** The body of POST /zapi/subscription/{id}/withdraw: one answer per survey question. */
export const toCancelRequest = (
  survey: Survey | null | undefined,
  values: WithSurvey,
): SubscriptionWithdrawRequest => ({ surveyAnswers: surveyAnswers(survey, values.survey) })
