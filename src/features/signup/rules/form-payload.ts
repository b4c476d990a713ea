import type {
  AccountRegistrationSetting,
  ParentalConsentOption,
  PolicyConsent,
  SexCode,
  SignupRegistrationData,
} from '~generated/api/model'
import { toCustomInfoValue, shownCustomInfo } from './custom-info'
import {
  PROFILE_INPUT_FIELDS,
  profileFieldRequirement,
  standardFieldRequirement,
} from './field-rules'
import { type SignupFormInput, isEmailChanged } from './form-input'
import { isMinor } from './form-schema'

export interface PayloadContext {
  setting: AccountRegistrationSetting
  method: 'email' | 'external'
  /** The sign-up's e-mail as the screen gave it (kept as it is in an external sign-up). */
  email: string | null
  /** The verified (or external) e-mail; another one goes with the PIN sent to it. */
  verifiedEmail: string | null
  /** Every consent of the sign-up: given earlier plus the policies agreed on the form. */
  policyConsentData: PolicyConsent[]
  parentalConsentOptions: readonly ParentalConsentOption[]
  parentalConsentAge: number
  today: Date
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

/**
 * The body of POST /zapi/signup/confirm and /zapi/signup: empty inputs and NOT_USE fields as
 * null, prefecture as its number, custom fields as {id, value}, parental consents only for a minor.
 */
export function toRegistrationData(
  input: SignupFormInput,
  context: PayloadContext,
): SignupRegistrationData {
  const { setting } = context
  const profile = Object.fromEntries(
    PROFILE_INPUT_FIELDS.map((field) => [
      field,
      profileFieldRequirement(setting, field) === 'hidden' ? null : orNull(input[field]),
    ]),
  ) as Record<(typeof PROFILE_INPUT_FIELDS)[number], string | null>
  const address = orNull(input.email)
  const emailChanged = isEmailChanged(input.email, context.verifiedEmail)
  const minor = isMinor(input, context)

  return {
    ...profile,
    sex: profile.sex as SexCode | null,
    prefecture: profile.prefecture === null ? null : Number(profile.prefecture),
    email: context.method === 'email' ? address : context.email,
    socialEmail: context.method === 'external' ? address : null,
    pinCode: emailChanged ? input.pinCode : null,
    loginId:
      standardFieldRequirement(setting, 'loginId') === 'hidden' ? null : orNull(input.loginId),
    ...(input.password === ''
      ? {}
      : { password: input.password, passwordConfirm: input.passwordConfirm }),
    customAssociatedInfo: shownCustomInfo(setting.customAssociatedInfo).map((definition, index) =>
      toCustomInfoValue(definition, input.custom[index] ?? ''),
    ),
    policyConsentData: context.policyConsentData,
    parentalConsentData: minor
      ? context.parentalConsentOptions.map((option, index) => ({
          consentOptionId: option.consentOptionId,
          key: option.key,
          value: input.parentalConsents[index] === true,
        }))
      : [],
  }
}
