import type { FieldError, Survey, SurveyAnswer } from '~generated/api/model'
import { fieldError } from './http'

/** Survey answers against their questions (spec 01 §5): required, 300 characters, regex, min/max count. */
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
