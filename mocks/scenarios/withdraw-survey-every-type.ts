import { EVERY_TYPE_SURVEY } from '../survey'
import type { Scenario } from './scenario'

export const withdrawSurveyEveryType: Scenario = {
  name: 'withdraw-survey-every-type',
  description:
    'The withdrawal survey has every question type (regex text, 2..3 checkboxes, select, date, time).',
  apply: (state) => {
    state.store.withdrawSurvey = EVERY_TYPE_SURVEY
  },
}
