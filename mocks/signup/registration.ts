import type {
  FieldError,
  ParentalConsent,
  PolicyConsent,
  SignupFormValues,
  SignupRegistrationData,
} from '~generated/api/model'
import { loginIdConflict } from '../auth/login-ids'
import { confirmationErrors, passwordErrors } from '../auth/passwords'
import { consents } from '../fixtures/connections'
import { fieldError, invalid } from '../http'
import { ageOn, cleanProfile, loginIdErrors, profileErrors } from '../profile-rules'
import { mockBackend } from '../state/backend-state'
import { isoJst } from '../state/dates'
import { randomId } from '../state/ids'
import { consumePin } from '../state/pins'
import { findAccountByEmail } from '../state/sessions'
import type { MemberAccount, SignupFlow } from '../state/types'
import { emailErrors, emailTaken, pinRejected } from '../validation'
import { agreesToAll } from './policies'

const PARENTAL_CONSENT_AGE = 18

const asString = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The address the account is registered with: the verified e-mail, or the external account's one. */
const addressOf = (data: SignupRegistrationData, flow: SignupFlow): string =>
  asString(flow.method === 'email' ? data.email : data.socialEmail).trim()

const verifiedAddressOf = (flow: SignupFlow): string | null =>
  flow.method === 'email' ? flow.email : flow.socialEmail

function fieldErrors(data: SignupRegistrationData, flow: SignupFlow, prefix: string): FieldError[] {
  const { registrationSetting: setting, parentalConsentOptions } = mockBackend.state.store
  const errors = profileErrors(data, data.customAssociatedInfo ?? [], setting, prefix)

  const loginId = asString(data.loginId)
  const loginIdRule = setting.fields.loginId ?? 'OPTIONAL'
  if (loginIdRule !== 'NOT_USE') {
    if (loginId === '' && loginIdRule === 'REQUIRED')
      errors.push(
        fieldError(`${prefix}loginId`, 'VALIDATION_ERROR', 'ログインIDを入力してください。'),
      )
    if (loginId !== '') errors.push(...loginIdErrors(loginId, `${prefix}loginId`))
  }

  const password = asString(data.password)
  if (flow.method === 'email' || password !== '') {
    errors.push(...passwordErrors(password, setting.passwordStrength, `${prefix}password`))
    errors.push(
      ...confirmationErrors(password, asString(data.passwordConfirm), `${prefix}passwordConfirm`),
    )
  }

  const address = addressOf(data, flow)
  errors.push(
    ...emailErrors(address, `${prefix}${flow.method === 'email' ? 'email' : 'socialEmail'}`),
  )
  if (address !== '' && address !== verifiedAddressOf(flow) && asString(data.pinCode) === '') {
    errors.push(
      fieldError(
        `${prefix}pinCode`,
        'VALIDATION_ERROR',
        'メールアドレスを変更した場合は認証コードを入力してください。',
      ),
    )
  }

  const birthday = asString(data.birthday)
  if (birthday !== '' && ageOn(birthday, mockBackend.now()) < PARENTAL_CONSENT_AGE) {
    const ticked = (data.parentalConsentData ?? []) as ParentalConsent[]
    const allTicked = parentalConsentOptions.every((option) =>
      ticked.some(
        (consent) => consent.consentOptionId === option.consentOptionId && consent.value === true,
      ),
    )
    if (!allTicked)
      errors.push(
        fieldError(`${prefix}parentalConsentData`, 'VALIDATION_ERROR', '保護者の同意が必要です。'),
      )
  }
  if (!agreesToAll(data.policyConsentData as PolicyConsent[] | undefined)) {
    errors.push(fieldError(`${prefix}policyConsentData`, 'VALIDATION_ERROR', '同意が必須です。'))
  }
  return errors
}

/**
 * Checks the sign-up form (POST /zapi/signup/confirm and /zapi/signup): field rules, duplicates,
 * and the PIN of a changed address, which then counts as the verified one. Undefined when valid.
 */
export function checkRegistration(
  data: SignupRegistrationData,
  flow: SignupFlow,
  prefix = '',
): Response | undefined {
  const errors = fieldErrors(data, flow, prefix)
  if (errors.length > 0) return invalid(errors)
  const address = addressOf(data, flow)
  if (findAccountByEmail(address))
    return emailTaken(`${prefix}${flow.method === 'email' ? 'email' : 'socialEmail'}`)
  const loginId = asString(data.loginId)
  const conflict =
    loginId === '' ? undefined : loginIdConflict(loginId, undefined, `${prefix}loginId`)
  if (conflict) return conflict
  if (address !== verifiedAddressOf(flow)) {
    if (!consumePin('signUp', address, asString(data.pinCode)))
      return pinRejected(`${prefix}pinCode`)
    if (flow.method === 'email') flow.email = address
    else flow.socialEmail = address
  }
  return undefined
}

/** The values as the confirm screen shows them: no password, no PIN. */
export function formValues(data: SignupRegistrationData): SignupFormValues {
  const setting = mockBackend.state.store.registrationSetting
  return {
    ...cleanProfile(data, setting),
    customAssociatedInfo: data.customAssociatedInfo ?? [],
    email: data.email ?? null,
    socialEmail: data.socialEmail ?? null,
    loginId: data.loginId || null,
    parentalConsentData: data.parentalConsentData ?? [],
  }
}

/** Creates the member from the checked values. */
export function registerMember(data: SignupRegistrationData, flow: SignupFlow): MemberAccount {
  const setting = mockBackend.state.store.registrationSetting
  const account: MemberAccount = {
    id: randomId('acc', 18),
    email: addressOf(data, flow),
    password: asString(data.password) || null,
    previousPasswords: [],
    loginId: asString(data.loginId) || null,
    loginMethod: 'emailAndLoginId',
    profile: {
      ...cleanProfile(data, setting),
      customAssociatedInfo: data.customAssociatedInfo ?? [],
    },
    profileImageUrl: null,
    socialEmail: flow.socialEmail,
    isEmailVerified: true,
    isLocked: false,
    passwordUpdatedAt: data.password ? isoJst(mockBackend.now()) : null,
    multiFactor: { enabled: [], preferred: null, otpSecret: null },
    backupCodes: [],
    backupCodesGeneratedAt: null,
    trustedDevices: [],
    knownBrowsers: [],
    passkeys: [],
    externalAccounts: flow.externalType
      ? [{ type: flow.externalType, name: null, method: flow.externalType.toLowerCase() }]
      : [],
    paymentMethods: [],
    subscriptions: [],
    paymentHistory: [],
    grants: [],
    consents: consents(false),
    tvPinCode: null,
    policyConsents: data.policyConsentData,
    loginHistory: [],
    purchasedPlanIds: [],
  }
  mockBackend.state.accounts.push(account)
  return account
}
