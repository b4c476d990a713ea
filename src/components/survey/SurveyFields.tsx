import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title, type TitleOrder } from '@mantine/core'
import type { Question, Survey } from '~generated/api/model'
import { FormCheckboxGroup } from '../form/FormCheckboxGroup'
import { FormRadioGroup } from '../form/FormRadioGroup'
import { FormSelect } from '../form/FormSelect'
import { FormTextarea } from '../form/FormTextarea'
import { FormTextField } from '../form/FormTextField'
import { SURVEY_DATE_MAX, surveyQuestionKey, type WithSurvey } from './survey-schema'

/** The form's values as the fields of one answer type see them. */
type TextAnswers = { survey: Record<string, string> }
type ListAnswers = { survey: Record<string, string[]> }

/** One question as its field: title as label, description under it, 必須/任意 after it. */
function QuestionField({ question, index }: { question: Question; index: number }) {
  const { t } = useLingui()
  const name = `survey.${surveyQuestionKey(index)}` as const
  const common = {
    label: question.questionTitle,
    description: question.questionDescription || undefined,
    requirement: question.required ? ('required' as const) : ('optional' as const),
  }
  const options = (question.options ?? []).map((option) => ({
    value: option.optionTitle,
    label: option.optionTitle,
  }))
  switch (question.questionType) {
    case 'checkbox':
      return <FormCheckboxGroup<ListAnswers> {...common} name={name} options={options} />
    case 'radio':
      return <FormRadioGroup<TextAnswers> {...common} name={name} options={options} />
    case 'select':
      return (
        <FormSelect<TextAnswers>
          {...common}
          name={name}
          data={[{ value: '', label: t`選択してください` }, ...options]}
        />
      )
    case 'textarea':
      return <FormTextarea<TextAnswers> {...common} name={name} />
    case 'date':
      return (
        <FormTextField<TextAnswers> {...common} name={name} type="date" max={SURVEY_DATE_MAX} />
      )
    case 'time':
      return <FormTextField<TextAnswers> {...common} name={name} type="time" />
    default:
      return <FormTextField<TextAnswers> {...common} name={name} />
  }
}

export interface SurveyFieldsProps {
  /** The screen's survey; nothing is drawn without one (or without questions). */
  survey: Survey | null | undefined
  /** Level of the survey name's heading (default 2). */
  headingOrder?: TitleOrder
}

/**
 * A contract `Survey` as fields of the enclosing FormShell's form, whose values hold the answers
 * under `survey` (`WithSurvey`; see ./survey-schema.ts for the schema, defaults and the body):
 * the survey's name and description, then each question by type — text, textarea, radio,
 * checkbox, select, date (up to 9999-12-31), time.
 */
export function SurveyFields({ survey, headingOrder = 2 }: SurveyFieldsProps) {
  if (!survey || survey.questions.length === 0) return null
  return (
    <Stack gap="md" component="section" aria-label={survey.surveyName}>
      <Stack gap={4}>
        <Title order={headingOrder} size="h4">
          {survey.surveyName}
        </Title>
        {survey.surveyDescription && (
          <Text size="sm" c="dimmed">
            {survey.surveyDescription}
          </Text>
        )}
      </Stack>
      {survey.questions.map((question, index) => (
        <QuestionField key={question.questionId} question={question} index={index} />
      ))}
    </Stack>
  )
}

export type { WithSurvey }
