import type {
  AccountRegistrationSetting,
  ParentalConsentOption,
  PolicyConsent,
  SignupRegistrationData,
} from '~generated/api/model'
import { standardFieldRequirement } from '~/lib/rules/profile/field-rules'
import { toProfile, trimmedOrNull } from '~/lib/rules/profile/profile-payload'
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

/**
 * The body of POST /zapi/signup/confirm and /zapi/signup: the profile (empty inputs and NOT_USE
 * fields as null), the account's fields, the consents, parental consents only for a minor.
 */
export function toRegistrationData(
  input: SignupFormInput,
  context: PayloadContext,
): SignupRegistrationData {
  const { setting } = context
  const address = trimmedOrNull(input.email)
  const emailChanged = isEmailChanged(input.email, context.verifiedEmail)
  const minor = isMinor(input, context)

  return {
    ...toProfile(input, setting),
    email: context.method === 'email' ? address : context.email,
    socialEmail: context.method === 'external' ? address : null,
    pinCode: emailChanged ? input.pinCode : null,
    loginId:
      standardFieldRequirement(setting, 'loginId') === 'hidden'
        ? null
        : trimmedOrNull(input.loginId),
    ...(input.password === ''
      ? {}
      : { password: input.password, passwordConfirm: input.passwordConfirm }),
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
