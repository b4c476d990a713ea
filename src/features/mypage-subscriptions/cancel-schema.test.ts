import { describe, expect, it } from 'vitest'
import type { Survey } from '~generated/api/model'
import { PostSubscriptionWithdrawBody } from '~generated/zod/mypage-subscriptions/mypage-subscriptions.zod'
import { SURVEY_REQUIRED_CHOICE } from '~/components/survey/survey-schema'
import { i18nFor } from '../../../tests/setup/i18n'
import { cancelSchema, toCancelRequest } from './cancel-schema'

const ja = await i18nFor('ja')

const SURVEY: Survey = {
  surveyName: '解約アンケート',
  surveyDescription: null,
  questions: [
    {
      questionId: 'q1',
      questionType: 'radio',
      questionTitle: '解約の理由を教えてください',
      questionDescription: null,
      required: true,
      validation: null,
      minCount: null,
      maxCount: null,
      options: [{ optionTitle: '料金が高い' }, { optionTitle: 'その他' }],
    },
    {
      questionId: 'q3',
      questionType: 'textarea',
      questionTitle: 'ご意見',
      questionDescription: null,
      required: false,
      validation: null,
      minCount: null,
      maxCount: null,
      options: [],
    },
  ],
}

describe('cancelSchema', () => {
  it('sends one answer per question, as the contract accepts it', () => {
    const values = cancelSchema(SURVEY, ja).parse({
      survey: { q0: '料金が高い', q1: ' また使います ' },
    })
    const body = toCancelRequest(SURVEY, values)
    expect(body).toEqual({
      surveyAnswers: [
        { questionId: 'q1', answer: '料金が高い' },
        { questionId: 'q3', answer: 'また使います' },
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
