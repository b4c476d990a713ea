import { describe, expect, it } from 'vitest'
import type { Survey } from '~generated/api/model'
import { PostSubscriptionWithdrawBody } from '~generated/zod/mypage-subscriptions/mypage-subscriptions.zod'
import { SURVEY_REQUIRED_CHOICE } from '~/components/survey/survey-schema'
import { everyTypeSurvey } from '~tests/fixtures/survey'
import { i18nFor } from '~tests/setup/i18n'
import { cancelSchema, toCancelRequest } from './cancel-schema'

const ja = await i18nFor('ja')

/** A required radio, then an optional textarea. */
const SURVEY: Survey = {
  ...everyTypeSurvey,
  questions: ['sq_radio', 'sq_textarea'].map((id) =>
    everyTypeSurvey.questions.find((question) => question.questionId === id)!,
  ),
}

describe('cancelSchema', () => {
  it('sends one answer per question, as the contract accepts it', () => {
    const values = cancelSchema(SURVEY, ja).parse({
      survey: { q0: '週に数回', q1: ' また使います ' },
    })
    const body = toCancelRequest(SURVEY, values)
    expect(body).toEqual({
      surveyAnswers: [
        { questionId: 'sq_radio', answer: '週に数回' },
        { questionId: 'sq_textarea', answer: 'また使います' },
      ],
    })
    expect(PostSubscriptionWithdrawBody.safeParse(body).success).toBe(true)
  })

  it('wants the required reason', () => {
    const result = cancelSchema(SURVEY, ja).safeParse({ survey: { q0: '', q1: '' } })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['survey.q0', SURVEY_REQUIRED_CHOICE.id],
    ])
  })

  it('sends no answers when the plan has no survey', () => {
    const values = cancelSchema(null, ja).parse({ survey: {} })
    expect(toCancelRequest(null, values)).toEqual({ surveyAnswers: [] })
  })
})
