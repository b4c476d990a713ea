import { describe, expect, it } from 'vitest'
import type { Question, Survey } from '~generated/api/model'
import { PostAccountWithdrawConfirmBody } from '~generated/zod/withdraw/withdraw.zod'
import {
  isSurveyDate,
  isSurveyTime,
  surveyAnswers,
  surveyDefaultValues,
  surveyFormField,
  surveySchema,
  type SurveyValues,
} from './survey-schema'
import { everyTypeSurvey } from '~tests/fixtures/survey'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')

/** Question key → translated message of every issue. */
function errors(values: SurveyValues, survey: Survey = everyTypeSurvey) {
  const result = surveySchema(survey, i18n).safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), i18n._(issue.message)]),
  )
}

const valid = (overrides: SurveyValues = {}): SurveyValues => ({
  q0: '1500002',
  q1: '',
  q2: '週に数回',
  q3: ['映画', 'アニメ'],
  q4: 'テレビ',
  q5: '',
  q6: '',
  ...overrides,
})

const one = (question: Partial<Question>): Survey => ({
  surveyName: 's',
  questions: [
    {
      questionId: 'x',
      questionType: 'text',
      questionTitle: 'x',
      required: false,
      options: [],
      ...question,
    },
  ],
})

describe('surveySchema', () => {
  it('accepts a complete answer set, and no survey at all', () => {
    expect(errors(valid())).toEqual({})
    expect(surveySchema(null, i18n).safeParse({}).success).toBe(true)
  })

  it('refuses empty required answers: input for text-like, choice for radio, select, checkbox', () => {
    expect(errors(valid({ q0: '   ', q2: '', q3: [], q4: '' }))).toEqual({
      q0: '入力してください。',
      q2: '選択してください。',
      q3: '選択してください。',
      q4: '選択してください。',
    })
  })

  it('trims before checking the regex and the 300 characters', () => {
    expect(errors(valid({ q0: ' 1500002 ' }))).toEqual({})
    expect(errors(valid({ q0: '150-0002' }))).toEqual({ q0: '入力形式が正しくありません。' })
    expect(errors(valid({ q1: `  ${'あ'.repeat(300)}  ` }))).toEqual({})
    expect(errors(valid({ q1: 'あ'.repeat(301) }))).toEqual({
      q1: '300文字以内で入力してください。',
    })
  })

  it('optional empty answers pass, a checkbox below its minimum only when required or answered', () => {
    expect(errors(valid({ q3: ['映画'] }))).toEqual({ q3: '2個以上選択してください。' })
    expect(errors(valid({ q3: ['映画', 'ドラマ', 'アニメ', 'スポーツ'] }))).toEqual({
      q3: '3個まで選択してください。',
    })
    const optional = one({ questionType: 'checkbox', minCount: 2, options: [{ optionTitle: 'a' }] })
    expect(errors({ q0: [] }, optional)).toEqual({})
    expect(errors({ q0: ['a'] }, optional)).toEqual({ q0: '2個以上選択してください。' })
  })

  it('takes only the offered options', () => {
    expect(errors(valid({ q2: 'その他', q4: 'ラジオ', q3: ['映画', '音楽'] }))).toEqual({
      q2: '選択肢から選んでください。',
      q3: '選択肢から選んでください。',
      q4: '選択肢から選んでください。',
    })
  })

  it('dates are real days up to 9999-12-31, times HH:MM', () => {
    expect(errors(valid({ q5: '2026-02-28', q6: '21:30' }))).toEqual({})
    expect(errors(valid({ q5: '2026-02-30', q6: '25:00' }))).toEqual({
      q5: '正しい日付を入力してください。',
      q6: '正しい時刻を入力してください。',
    })
    expect(isSurveyDate('9999-12-31')).toBe(true)
    expect(isSurveyDate('10000-01-01')).toBe(false)
    expect(isSurveyDate('2024-02-29')).toBe(true)
    expect(isSurveyDate('2023-02-29')).toBe(false)
    expect(isSurveyDate('0000-01-01')).toBe(false)
    expect(isSurveyTime('00:00')).toBe(true)
    expect(isSurveyTime('23:59:59')).toBe(true)
    expect(isSurveyTime('9:00')).toBe(false)
  })

  it('ignores a regex the backend sent that does not compile', () => {
    expect(errors({ q0: 'abc' }, one({ validation: '([' }))).toEqual({})
  })

  it('words the counts in English too', async () => {
    const en = await i18nFor('en')
    const result = surveySchema(everyTypeSurvey, en).safeParse(valid({ q3: ['映画'] }))
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => en._(issue.message))).toEqual(['Select at least 2.'])
  })
})

describe('surveyDefaultValues', () => {
  it('starts every question empty', () => {
    expect(surveyDefaultValues(everyTypeSurvey)).toEqual({
      q0: '',
      q1: '',
      q2: '',
      q3: [],
      q4: '',
      q5: '',
      q6: '',
    })
    expect(surveyDefaultValues(null)).toEqual({})
  })

  it('refills held answers by questionId', () => {
    const values = surveyDefaultValues(everyTypeSurvey, [
      { questionId: 'sq_checkbox', answer: ['ドラマ', 'スポーツ'] },
      { questionId: 'sq_text', answer: '1500002' },
      { questionId: 'gone', answer: 'x' },
    ])
    expect(values.q0).toBe('1500002')
    expect(values.q3).toEqual(['ドラマ', 'スポーツ'])
    expect(values.q1).toBe('')
  })
})

describe('surveyAnswers', () => {
  it('one trimmed answer per question in the survey order, checkbox titles in the options order', () => {
    expect(
      surveyAnswers(everyTypeSurvey, valid({ q0: ' 1500002 ', q3: ['アニメ', '映画'] })),
    ).toEqual([
      { questionId: 'sq_text', answer: '1500002' },
      { questionId: 'sq_textarea', answer: '' },
      { questionId: 'sq_radio', answer: '週に数回' },
      { questionId: 'sq_checkbox', answer: ['映画', 'アニメ'] },
      { questionId: 'sq_select', answer: 'テレビ' },
      { questionId: 'sq_date', answer: '' },
      { questionId: 'sq_time', answer: '' },
    ])
    expect(surveyAnswers(null, {})).toEqual([])
  })

  it('round-trips through the defaults', () => {
    const answers = surveyAnswers(everyTypeSurvey, valid())
    expect(surveyAnswers(everyTypeSurvey, surveyDefaultValues(everyTypeSurvey, answers))).toEqual(
      answers,
    )
  })

  it('every answer set the schema accepts makes a body the contract accepts (no leaks)', () => {
    const accepted = [
      valid(),
      valid({ q1: 'あ'.repeat(300), q5: '9999-12-31', q6: '23:59' }),
      valid({ q3: ['映画', 'ドラマ', 'アニメ'] }),
    ]
    for (const values of accepted) {
      expect(errors(values)).toEqual({})
      const body = {
        consent: ['data_deletion'],
        surveyAnswers: surveyAnswers(everyTypeSurvey, values),
      }
      expect(PostAccountWithdrawConfirmBody.safeParse(body).success).toBe(true)
    }
  })
})

describe('surveyFormField', () => {
  it('names the question of a server field error', () => {
    expect(surveyFormField('surveyAnswers.3.answer')).toBe('survey.q3')
    expect(surveyFormField('surveyAnswers.0')).toBe('survey.q0')
    expect(surveyFormField('consent')).toBeUndefined()
  })
})
