import type {
  CustomAssociatedInfoDefinition,
  ParentalConsentOption,
  SignupFormValues,
} from '~generated/api/model'
import { type CustomInfoInput, fromCustomInfoValue, shownCustomInfo } from './custom-info'
import type { ProfileInputField } from './field-rules'

/** The sign-up form's values as typed: every input a string, custom fields by their type. */
export type SignupFormInput = Record<ProfileInputField, string> & {
  /** The e-mail (e-mail sign-up) or the external account's e-mail (external sign-up). */
  email: string
  /** The PIN sent to a changed e-mail. */
  pinCode: string
  loginId: string
  password: string
  passwordConfirm: string
  /** One per shown custom field, in the order of the setting. */
  custom: CustomInfoInput[]
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

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

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
  const customValues = saved?.customAssociatedInfo ?? []
  return {
    email: text(savedEmail ?? email),
    pinCode: '',
    loginId: text(saved?.loginId),
    password: '',
    passwordConfirm: '',
    name: text(saved?.name),
    nameKana: text(saved?.nameKana),
    familyName: text(saved?.familyName),
    givenName: text(saved?.givenName),
    familyNameKana: text(saved?.familyNameKana),
    givenNameKana: text(saved?.givenNameKana),
    nickname: text(saved?.nickname),
    sex: text(saved?.sex),
    birthday: text(saved?.birthday),
    country: text(saved?.country),
    postalCode: text(saved?.postalCode),
    prefecture: text(saved?.prefecture),
    address: text(saved?.address),
    address2: text(saved?.address2),
    phoneNumber: text(saved?.phoneNumber),
    custom: shownCustomInfo(shape.customDefinitions).map((definition) =>
      fromCustomInfoValue(
        definition,
        customValues.find((value) => value.id === definition.id)?.value,
      ),
    ),
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
