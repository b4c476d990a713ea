import { describe, expect, it } from 'vitest'
import { PostAccountWithdrawConfirmBody } from '~generated/zod/withdraw/withdraw.zod'
import { everyTypeSurvey } from '~tests/fixtures/survey'
import { i18nFor } from '~tests/setup/i18n'
import {
  withdrawConfirmBody,
  withdrawDefaultValues,
  withdrawFormField,
  withdrawFormSchema,
  type WithdrawFormInput,
} from './withdraw-schema'

const i18n = await i18nFor('ja')

const errors = (values: WithdrawFormInput, survey = everyTypeSurvey) => {
  const result = withdrawFormSchema(survey, i18n).safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), i18n._(issue.message)]),
  )
}

const answered = {
  q0: '1500002',
  q1: '',
  q2: 'ほぼ毎日',
  q3: ['映画', 'ドラマ'],
  q4: 'テレビ',
  q5: '',
  q6: '',
}

describe('withdraw form', () => {
  it('needs at least one consent: 同意は必須です', () => {
    expect(errors({ consent: [], survey: answered })).toEqual({ consent: '同意は必須です' })
    expect(errors({ consent: ['data_deletion'], survey: answered })).toEqual({})
  })

  it('checks the survey with it, and takes none', () => {
    expect(errors({ consent: ['data_deletion'], survey: { ...answered, q0: '' } })).toEqual({
      'survey.q0': '入力してください。',
    })
    expect(errors({ consent: ['a'], survey: {} }, null as never)).toEqual({})
  })

  it('refills held answers, dropping consents no longer offered', () => {
    expect(
      withdrawDefaultValues(everyTypeSurvey, ['data_deletion'], {
        consent: ['data_deletion', 'gone'],
        surveyAnswers: [{ questionId: 'sq_text', answer: '1500002' }],
      }),
    ).toMatchObject({ consent: ['data_deletion'], survey: { q0: '1500002', q3: [] } })
    expect(withdrawDefaultValues(null, [], null)).toEqual({ consent: [], survey: {} })
  })

  it('makes a body the contract accepts', () => {
    const body = withdrawConfirmBody(everyTypeSurvey, {
      consent: ['data_deletion'],
      survey: answered,
    })
    expect(body.surveyAnswers).toHaveLength(7)
    expect(PostAccountWithdrawConfirmBody.safeParse(body).success).toBe(true)
  })

  it('names the form field of a server field error', () => {
    expect(withdrawFormField('consent')).toBe('consent')
    expect(withdrawFormField('surveyAnswers.2.answer')).toBe('survey.q2')
    expect(withdrawFormField('other')).toBeUndefined()
  })
})
