import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import type { Question, Survey, SurveyAnswer } from '~generated/api/model'
import { messageId } from '~/lib/forms/messages'

/**
 * The survey's part of a form (spec 01 §3 Survey, §5 survey answers), one pure module shared by
 * the plan purchase, the withdrawal and the subscription cancellation:
 *
 * - the form holds the answers under `survey`, one key per question by its position
 *   (`survey.q0`, `survey.q1`…, never the backend's questionId, which may hold dots): a string
 *   for text, textarea, radio, select, date and time, the ticked options' titles for checkbox;
 * - `surveyDefaultValues(survey, answers?)`: the form's starting values, refilled from answers
 *   held by the server (e.g. `inputtedData.surveyAnswers` when coming back from a later step);
 * - `surveySchema(survey, i18n)`: the zod/mini schema of those values (add it as `survey` to the
 *   form's `z.object`);
 * - `surveyAnswers(survey, values)`: the request body's `surveyAnswers`, one answer per question
 *   in the survey's order (trimmed; unanswered as '' or []), so that the server's field error
 *   `surveyAnswers.{i}.answer` is question i: `surveyFormField` names its form field.
 */

/** The longest answer text (spec 01 §5, §9). */
export const SURVEY_ANSWER_MAX_LENGTH = 300

/** Latest date a date question accepts (its input's `max`). */
export const SURVEY_DATE_MAX = '9999-12-31'

/** One answer in the form: text-like questions' string, or a checkbox's ticked option titles. */
export type SurveyAnswerValue = string | string[]

/** The answers of a survey in the form, by question key (`q0`, `q1`…). */
export type SurveyValues = Record<string, SurveyAnswerValue>

/** The part of a form's values that holds its survey. */
export interface WithSurvey {
  survey: SurveyValues
}

/** The key of the question at `index` in `SurveyValues`. */
export const surveyQuestionKey = (index: number): string => `q${index}`

const isMultiple = (question: Question) => question.questionType === 'checkbox'

/** The titles of the question's options (the values its choices stand for). */
const optionTitles = (question: Question): string[] =>
  (question.options ?? []).map((option) => option.optionTitle)

export const SURVEY_REQUIRED_INPUT = msg`入力してください。`
export const SURVEY_REQUIRED_CHOICE = msg`選択してください。`
export const SURVEY_TOO_LONG = msg`300文字以内で入力してください。`
export const SURVEY_FORMAT = msg`入力形式が正しくありません。`
export const SURVEY_DATE = msg`正しい日付を入力してください。`
export const SURVEY_TIME = msg`正しい時刻を入力してください。`
export const SURVEY_UNKNOWN_OPTION = msg`選択肢から選んでください。`

const DATE_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME_FORMAT = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/

/** A real calendar day written YYYY-MM-DD, from 0001-01-01 to 9999-12-31. */
export function isSurveyDate(value: string): boolean {
  const match = DATE_FORMAT.exec(value)
  if (!match || value > SURVEY_DATE_MAX) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(2000, month - 1, day))
  date.setUTCFullYear(year)
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  )
}

/** A time of day written HH:MM (or HH:MM:SS, as some browsers send it). */
export const isSurveyTime = (value: string): boolean => TIME_FORMAT.test(value)

/** The question's regex, or null when it has none or the backend sent one that does not compile. */
function questionPattern(question: Question): RegExp | null {
  if (!question.validation) return null
  try {
    return new RegExp(question.validation)
  } catch {
    return null
  }
}

/** Why one trimmed, non-empty text answer is refused, if it is. */
function textIssue(
  question: Question,
  value: string,
  pattern: RegExp | null,
): MessageDescriptor | null {
  if (value.length > SURVEY_ANSWER_MAX_LENGTH) return SURVEY_TOO_LONG
  if (question.questionType === 'date' && !isSurveyDate(value)) return SURVEY_DATE
  if (question.questionType === 'time' && !isSurveyTime(value)) return SURVEY_TIME
  if (
    (question.questionType === 'radio' || question.questionType === 'select') &&
    !optionTitles(question).includes(value)
  )
    return SURVEY_UNKNOWN_OPTION
  if (pattern && !pattern.test(value)) return SURVEY_FORMAT
  return null
}

/** text, textarea, radio, select, date, time: trimmed, required ≥ 1 character, ≤ 300, regex. */
function singleAnswerSchema(question: Question) {
  const pattern = questionPattern(question)
  const choice = question.questionType === 'radio' || question.questionType === 'select'
  return z.string().check(
    z.superRefine((raw: string, ctx) => {
      const value = raw.trim()
      const issue = (message: MessageDescriptor) =>
        ctx.addIssue({ code: 'custom', message: messageId(message) })
      if (value === '') {
        if (question.required) issue(choice ? SURVEY_REQUIRED_CHOICE : SURVEY_REQUIRED_INPUT)
        return
      }
      const refused = textIssue(question, value, pattern)
      if (refused) issue(refused)
    }),
  )
}

/** checkbox: the ticked titles; non-empty when required, then within minCount..maxCount. */
function multipleAnswerSchema(question: Question, i18n: I18n) {
  const pattern = questionPattern(question)
  const { minCount, maxCount } = question
  return z.array(z.string()).check(
    z.superRefine((raw: string[], ctx) => {
      const values = raw.map((value) => value.trim()).filter(Boolean)
      const issue = (message: string) => ctx.addIssue({ code: 'custom', message })
      if (values.length === 0) {
        if (question.required) issue(messageId(SURVEY_REQUIRED_CHOICE))
        return
      }
      if (minCount != null && values.length < minCount)
        issue(i18n._(msg`${minCount}個以上選択してください。`))
      else if (maxCount != null && values.length > maxCount)
        issue(i18n._(msg`${maxCount}個まで選択してください。`))
      else {
        const refused = values
          .map((value) =>
            optionTitles(question).includes(value)
              ? textIssue(question, value, pattern)
              : SURVEY_UNKNOWN_OPTION,
          )
          .find(Boolean)
        if (refused) issue(messageId(refused))
      }
    }),
  )
}

/**
 * The schema of a survey's answers in the form (`SurveyValues`), from the survey the screen
 * gives (none: an empty object). `i18n` words the count messages, which carry a number.
 */
export function surveySchema(survey: Survey | null | undefined, i18n: I18n) {
  const shape: Record<string, z.ZodMiniType<SurveyAnswerValue>> = {}
  survey?.questions.forEach((question, index) => {
    shape[surveyQuestionKey(index)] = isMultiple(question)
      ? multipleAnswerSchema(question, i18n)
      : singleAnswerSchema(question)
  })
  return z.object(shape) as unknown as z.ZodMiniType<SurveyValues, SurveyValues>
}

/**
 * The form's starting answers: empty (or the held answers of the same question, matched by
 * questionId), so that every question's field is controlled from the first render.
 */
export function surveyDefaultValues(
  survey: Survey | null | undefined,
  answers?: readonly SurveyAnswer[] | null,
): SurveyValues {
  const values: SurveyValues = {}
  survey?.questions.forEach((question, index) => {
    const held = answers?.find((answer) => answer.questionId === question.questionId)?.answer
    const asList = held === undefined ? [] : Array.isArray(held) ? held : [held]
    values[surveyQuestionKey(index)] = isMultiple(question) ? asList : (asList[0] ?? '')
  })
  return values
}

/**
 * The request's `surveyAnswers`: one per question, in the survey's order, trimmed (a checkbox's
 * ticked titles in the options' order, blanks dropped); an unanswered question as '' or [].
 */
export function surveyAnswers(
  survey: Survey | null | undefined,
  values: SurveyValues | undefined,
): SurveyAnswer[] {
  return (survey?.questions ?? []).map((question, index) => {
    const value = values?.[surveyQuestionKey(index)]
    if (isMultiple(question)) {
      const ticked = new Set((Array.isArray(value) ? value : []).map((item) => item.trim()))
      const inOrder = optionTitles(question).filter((title) => ticked.delete(title))
      return {
        questionId: question.questionId,
        answer: [...inOrder, ...[...ticked].filter(Boolean)],
      }
    }
    return {
      questionId: question.questionId,
      answer: typeof value === 'string' ? value.trim() : '',
    }
  })
}

const SERVER_FIELD = /^surveyAnswers\.(\d+)(\.answer)?$/

/**
 * The form field of the server's field error on a survey answer (`surveyAnswers.{i}.answer`,
 * i being the question's position since `surveyAnswers` sends one answer per question), or
 * undefined for another field: for useFormSubmit's `fieldOf`.
 */
export function surveyFormField(serverField: string): `survey.${string}` | undefined {
  const match = SERVER_FIELD.exec(serverField)
  return match ? `survey.${surveyQuestionKey(Number(match[1]))}` : undefined
}
