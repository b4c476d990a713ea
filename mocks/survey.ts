import type { FieldError, Survey, SurveyAnswer } from '~generated/api/model'
import { fieldError } from './http'

/**
 * Survey answers against their questions (spec 01 §5): required, 300 characters, regex, date
 * (YYYY-MM-DD up to 9999-12-31) and time (HH:MM) formats, min/max count.
 */
export function surveyErrors(
  survey: Survey | null | undefined,
  answers: SurveyAnswer[],
  field = 'surveyAnswers',
): FieldError[] {
  const errors: FieldError[] = []
  for (const question of survey?.questions ?? []) {
    const index = answers.findIndex((answer) => answer.questionId === question.questionId)
    const at = `${field}.${index >= 0 ? index : answers.length}.answer`
    const answer = index >= 0 ? answers[index].answer : undefined
    const values = (Array.isArray(answer) ? answer : answer === undefined ? [] : [answer])
      .map((value) => String(value).trim())
      .filter(Boolean)
    if (values.length === 0) {
      if (question.required)
        errors.push(fieldError(at, 'VALIDATION_ERROR', `${question.questionTitle}は必須です。`))
      continue
    }
    if (values.some((value) => value.length > 300))
      errors.push(fieldError(at, 'VALIDATION_ERROR', '300文字以内で入力してください。'))
    else if (
      question.validation &&
      values.some((value) => !new RegExp(question.validation as string).test(value))
    ) {
      errors.push(fieldError(at, 'VALIDATION_ERROR', '入力形式が正しくありません。'))
    } else if (
      (question.questionType === 'date' &&
        values.some((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || value > '9999-12-31')) ||
      (question.questionType === 'time' &&
        values.some((value) => !/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value)))
    ) {
      errors.push(fieldError(at, 'VALIDATION_ERROR', '入力形式が正しくありません。'))
    } else if (
      question.questionType === 'checkbox' &&
      ((question.minCount ?? 0) > values.length || values.length > (question.maxCount ?? Infinity))
    ) {
      errors.push(fieldError(at, 'VALIDATION_ERROR', '選択数が正しくありません。'))
    }
  }
  return errors
}

export const surveyAnswersOf = (value: unknown): SurveyAnswer[] =>
  Array.isArray(value) ? (value as SurveyAnswer[]) : []

/**
 * A survey with every question type (text, textarea, radio, checkbox, select, date, time), a
 * validation regex (the text: a 7-digit postal code) and a checkbox question with minCount 2 and
 * maxCount 3, for the survey component's pages (the withdrawal in the scenario
 * `survey-every-type`, and any plan that names it).
 */
export const EVERY_TYPE_SURVEY: Survey = {
  surveyName: 'サービス改善アンケート',
  surveyDescription: 'よりよいサービスのため、ご協力をお願いいたします。',
  questions: [
    {
      questionId: 'sq_text',
      questionType: 'text',
      questionTitle: 'お住まいの郵便番号',
      questionDescription: 'ハイフンなしの半角数字7桁で入力してください。',
      required: true,
      validation: '^[0-9]{7}$',
      minCount: null,
      maxCount: null,
      options: [],
    },
    {
      questionId: 'sq_textarea',
      questionType: 'textarea',
      questionTitle: 'ご意見・ご要望',
      questionDescription: null,
      required: false,
      validation: null,
      minCount: null,
      maxCount: null,
      options: [],
    },
    {
      questionId: 'sq_radio',
      questionType: 'radio',
      questionTitle: 'ご利用の頻度',
      questionDescription: null,
      required: true,
      validation: null,
      minCount: null,
      maxCount: null,
      options: [
        { optionTitle: 'ほぼ毎日' },
        { optionTitle: '週に数回' },
        { optionTitle: '月に数回' },
      ],
    },
    {
      questionId: 'sq_checkbox',
      questionType: 'checkbox',
      questionTitle: 'よく見るジャンル',
      questionDescription: '2つ以上3つまで選んでください。',
      required: true,
      validation: null,
      minCount: 2,
      maxCount: 3,
      options: [
        { optionTitle: '映画' },
        { optionTitle: 'ドラマ' },
        { optionTitle: 'アニメ' },
        { optionTitle: 'バラエティ' },
        { optionTitle: 'スポーツ' },
      ],
    },
    {
      questionId: 'sq_select',
      questionType: 'select',
      questionTitle: '主に視聴する端末',
      questionDescription: null,
      required: true,
      validation: null,
      minCount: null,
      maxCount: null,
      options: [
        { optionTitle: 'スマートフォン' },
        { optionTitle: 'パソコン' },
        { optionTitle: 'テレビ' },
        { optionTitle: 'タブレット' },
      ],
    },
    {
      questionId: 'sq_date',
      questionType: 'date',
      questionTitle: 'ご利用開始日',
      questionDescription: null,
      required: false,
      validation: null,
      minCount: null,
      maxCount: null,
      options: [],
    },
    {
      questionId: 'sq_time',
      questionType: 'time',
      questionTitle: 'よく視聴する時間帯',
      questionDescription: null,
      required: false,
      validation: null,
      minCount: null,
      maxCount: null,
      options: [],
    },
  ],
}
