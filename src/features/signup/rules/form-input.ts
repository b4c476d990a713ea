import type {
  CustomAssociatedInfoDefinition,
  ParentalConsentOption,
  SignupFormValues,
} from '~generated/api/model'
import { initialProfileInput, type ProfileFormInput } from '~/lib/rules/profile/profile-input'

/** The sign-up form's values as typed: the profile's, plus the account and the consents. */
export type SignupFormInput = ProfileFormInput & {
  /** The e-mail (e-mail sign-up) or the external account's e-mail (external sign-up). */
  email: string
  /** The PIN sent to a changed e-mail. */
  pinCode: string
  loginId: string
  password: string
  passwordConfirm: string
  /** The policies still to agree on this form are all read and agreed. */
  policiesAgreed: boolean
  /** One per parental-consent option. */
  parentalConsents: boolean[]
}

/** Inputs that never leave the page's memory: not in the draft, never in client storage. */
export const SECRET_INPUTS = ['password', 'passwordConfirm', 'pinCode'] as const
export type SecretInput = (typeof SECRET_INPUTS)[number]

export interface FormShape {
  customDefinitions: readonly CustomAssociatedInfoDefinition[] | undefined
  parentalConsentOptions: readonly ParentalConsentOption[]
}

/**
 * The form's starting values: the values kept by the backend (coming back from the confirm
 * screen), else empty with the sign-up's e-mail.
 */
export function initialFormInput(
  shape: FormShape,
  email: string | null,
  saved: SignupFormValues | null,
  method: 'email' | 'external',
): SignupFormInput {
  const savedEmail = method === 'email' ? saved?.email : saved?.socialEmail
  return {
    email: savedEmail ?? email ?? '',
    pinCode: '',
    loginId: saved?.loginId ?? '',
    password: '',
    passwordConfirm: '',
    ...initialProfileInput(shape.customDefinitions, saved),
    policiesAgreed: false,
    parentalConsents: shape.parentalConsentOptions.map(
      (option) =>
        saved?.parentalConsentData.some(
          (consent) => consent.consentOptionId === option.consentOptionId && consent.value,
        ) ?? false,
    ),
  }
}

/** The trimmed e-mail differs from the one verified (or given by the external account). */
export function isEmailChanged(email: string, verifiedEmail: string | null): boolean {
  const entered = email.trim()
  return entered !== '' && entered !== (verifiedEmail ?? '')
}
