import { activeSessionsOff } from './active-sessions-off'
import { antiBotOn } from './anti-bot-on'
import { appGtm } from './app-gtm'
import { connectionsOff } from './connections-off'
import { darkTheme } from './dark-theme'
import { dataExportOff } from './data-export-off'
import { systemTheme } from './system-theme'
import { defaultScenario } from './default'
import { externalLineOnly } from './external-line-only'
import { loginIdOn } from './login-id-on'
import { mfaAll } from './mfa-all'
import { mfaEmailOnly } from './mfa-email-only'
import { mfaOff } from './mfa-off'
import { newsletterOff } from './newsletter-off'
import { noSubscriptionPlan } from './no-subscription-plan'
import { passwordLoginOff } from './password-login-off'
import { pinCodeOff } from './pin-code-off'
import { policiesInAdvance } from './policies-in-advance'
import { privacyOff } from './privacy-off'
import { profileImageOff } from './profile-image-off'
import { registrationAllRequired } from './registration-all-required'
import { registrationMinimal } from './registration-minimal'
import type { Scenario } from './scenario'
import { storePaymentUnavailable } from './store-payment-unavailable'
import { withdrawNoSurvey } from './withdraw-no-survey'
import { withdrawSurveyEveryType } from './withdraw-survey-every-type'

export type { Scenario }

/** Every scenario `POST /__mock/reset` accepts. Add new ones; never rename or remove one. */
export const SCENARIOS: Scenario[] = [
  defaultScenario,
  passwordLoginOff,
  loginIdOn,
  storePaymentUnavailable,
  noSubscriptionPlan,
  mfaEmailOnly,
  mfaAll,
  mfaOff,
  registrationAllRequired,
  registrationMinimal,
  policiesInAdvance,
  appGtm,
  antiBotOn,
  darkTheme,
  systemTheme,
  newsletterOff,
  privacyOff,
  pinCodeOff,
  connectionsOff,
  profileImageOff,
  externalLineOnly,
  withdrawSurveyEveryType,
  withdrawNoSurvey,
  activeSessionsOff,
  dataExportOff,
]

export const findScenario = (name: string): Scenario | undefined =>
  SCENARIOS.find((scenario) => scenario.name === name)
