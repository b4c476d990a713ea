import type { ProviderTransaction } from '../providers/transactions'
import type {
  AccountConsent,
  AccountGrant,
  AccountPaymentMethod,
  AccountRegistrationSetting,
  AntiBot,
  AuthCodeSetting,
  Country,
  ExternalIdentityType,
  LoginError,
  LoginHistoryItem,
  LoginMethodChoice,
  MultiFactorRouteType,
  MultiFactorType,
  OrderVerification,
  ParentalConsentOption,
  PaymentHistoryItem,
  PaymentMethodType,
  Plan,
  Policy,
  PolicyConsent,
  Profile,
  SignupFormValues,
  SignupRegistrationData,
  StoreSettings,
  StoreStatus,
  Subscription,
  Survey,
  SurveyAnswer,
} from '~generated/api/model'

/** Store-wide settings; scenarios change them. */
export interface StoreConfig {
  settings: StoreSettings
  status: StoreStatus
  authCodeSetting: AuthCodeSetting
  /** Present only when the store enables the anti-bot script. */
  antiBot: AntiBot | undefined
  isAuthCodeLoginEnabled: boolean
  isSignupEnabled: boolean
  signupTexts: { title: string | null; text: string | null }
  /** The policy step comes first in the sign-up (/signup/policy) instead of with the e-mail. */
  policiesInAdvance: boolean
  policies: Policy[]
  registrationSetting: AccountRegistrationSetting
  parentalConsentOptions: ParentalConsentOption[]
  countries: Country[]
  /** Login IDs nobody may take (ACCOUNT_ALREADY_EXISTS_USER_ID): system names and withdrawn members' IDs. */
  reservedUserIds: string[]
  invoice: { businessName: string; registrationNumber: string; logoUrl: string | null }
  /** The withdrawal survey when a scenario replaces the default one (handlers/withdraw.ts). */
  withdrawSurvey?: Survey | null
}

export interface LinkedExternalAccount {
  type: ExternalIdentityType
  name: string | null
  method: string
}

export interface TrustedDeviceRecord {
  deviceToken: string
  createdAt: string
  deviceInfo: string | null
  browserInfo: string | null
}

/** A WebAuthn credential of the member (mocks/auth/passkeys.ts). */
export interface PasskeyRecord {
  /** The credential id, base64url. */
  id: string
  /** The COSE public key, base64url. */
  publicKey: string
  counter: number
  transports: string[]
  name: string
  createdAt: string
  lastUsedAt: string | null
  isSynced: boolean
}

export interface BackupCodeRecord {
  code: string
  isUsed: boolean
}

/** A contract as stored: the payment method is a reference, resolved when answered; renewing by the clock. */
export type SubscriptionRecord = Omit<
  Subscription,
  'accountPaymentMethod' | 'isWithdraw' | 'isRenewing'
> & {
  planId: string
  paymentMethodId: string | null
}

export interface MemberAccount {
  id: string
  email: string
  password: string | null
  /** Earlier passwords, refused again with INVALID_PASSWORD_REUSED. */
  previousPasswords: string[]
  loginId: string | null
  /** How a member with a login ID signs in; e-mail sign-in is refused for loginIdOnly. */
  loginMethod: LoginMethodChoice
  profile: Profile
  profileImageUrl: string | null
  socialEmail: string | null
  isEmailVerified: boolean
  /** Sign-in refused with LOGIN_PROHIBITED. */
  isLocked: boolean
  passwordUpdatedAt: string | null
  multiFactor: {
    enabled: MultiFactorType[]
    preferred: MultiFactorRouteType | null
    otpSecret: string | null
  }
  backupCodes: BackupCodeRecord[]
  backupCodesGeneratedAt: string | null
  trustedDevices: TrustedDeviceRecord[]
  /** The `login_alert_id` of every browser the member has signed in from: another one gets a notice. */
  knownBrowsers: string[]
  passkeys: PasskeyRecord[]
  externalAccounts: LinkedExternalAccount[]
  /** `isContractUsed` is derived from the subscriptions when answered. */
  paymentMethods: Omit<AccountPaymentMethod, 'isContractUsed'>[]
  subscriptions: SubscriptionRecord[]
  paymentHistory: PaymentHistoryItem[]
  grants: AccountGrant[]
  consents: { newsletter: AccountConsent[]; privacy: AccountConsent[] }
  /** The 4-digit PIN protecting TV-app profiles. */
  tvPinCode: string | null
  policyConsents: PolicyConsent[]
  loginHistory: LoginHistoryItem[]
  /** Purchase and rental plans bought, for contract limits and isSubscribed. */
  purchasedPlanIds: string[]
  /** The refusal of the last provider return of a registration, shown once on /mypage/payment-method. */
  paymentRegistrationError?: string
}

/** A plan on sale plus what the mock needs to sell it. */
export interface PlanRecord {
  plan: Omit<Plan, 'isContractLimitReached' | 'isSubscribed'>
  /** Contracts (any status) or purchases one account may hold; null for no limit. */
  contractLimit: number | null
  usablePaymentMethodTypes: PaymentMethodType[]
  cancelSurvey: Survey | null
  campaigns: CampaignRecord[]
}

export interface CampaignRecord {
  code: string
  campaignId: string
  name: string
  description: string
  /** Billing amount during the campaign; 0 makes it a free campaign. */
  price: number
  limitCountOfPayments: number | null
  startDate: string
  endDate: string
}

export interface SignupFlow {
  returnTo: string | null
  policyConsents: PolicyConsent[] | null
  email: string | null
  emailVerified: boolean
  method: 'email' | 'external'
  externalType: ExternalIdentityType | null
  socialEmail: string | null
  /** The full values accepted by POST /zapi/signup/confirm (password included). */
  accepted: SignupRegistrationData | null
  /** The same values as the confirm screen shows them. */
  confirmed: SignupFormValues | null
}

export interface PendingSignIn {
  accountId: string
  returnTo: string
  /** For the login history entry written when the second factor passes. */
  loginMethod: LoginHistoryItem['loginMethod']
  identifier: string
}

export interface PurchaseOrder {
  planId: string
  paymentMethodId: string
  campaignCode: string | null
  surveyAnswers: SurveyAnswer[]
  purchaseToken: string | null
  fromSignup: boolean
  /** Set when bought: the terms the completion screen shows. */
  verification: OrderVerification | null
}

/** What completion screens show, kept by the call that finished the flow. */
export interface CompletedFlows {
  multiFactor?: { action: 'enable' | 'disable'; type: MultiFactorType }
  backupCodes?: { isInitialSetup: boolean }
  revokedClientName?: string | null
  socialEnabled?: LinkedExternalAccount
  socialDisabled?: LinkedExternalAccount
  loginMethod?: LoginMethodChoice
  subscriptionBackTo?: Record<string, string>
  paymentMethodBackTo?: string
  withdrawnAt?: string
  signedUp?: { email: string; continueTo: string; external: boolean }
  passwordReset?: true
  loggedOut?: true
}

export interface Session {
  /** The `session_id` cookie's value: never shown to anyone. */
  id: string
  /** The id the member's session list names it by (ActiveSession.sessionId). */
  publicId: string
  accountId: string | null
  /** The browser it was started in, and the IP it was last used from. */
  userAgent: string
  ip: string
  /** When the member signed in (null for a guest or a sign-in waiting for its second factor). */
  signedInAt: number | null
  /** When a member page or call last used it. */
  lastActiveAt: number
  /** When the member last proved who they are (sign-in or re-authentication), for sensitive pages. */
  authenticatedAt: number | null
  pendingSignIn: PendingSignIn | null
  /** The failure of a sign-in form post, shown once by the next /login screen data. */
  loginError: LoginError | null
  codeLoginEmail: string | null
  passwordForgotEmail: string | null
  signup: SignupFlow | null
  accountEditDraft: {
    formData: Profile
    customAssociatedInfoData: NonNullable<Profile['customAssociatedInfo']>
  } | null
  pendingEmailChange: string | null
  otpSecretCandidate: string | null
  backupCodeCandidate: string[] | null
  /** The first multi-factor type, enabled once its backup codes are saved. */
  pendingMultiFactorType: MultiFactorType | null
  purchase: PurchaseOrder | null
  /** The last purchase form opened was /signup/plans (its confirm and complete pages are the sign-up variants). */
  purchaseFromSignup: boolean
  /** The provider's refusal of the last purchase attempt, shown once by the confirm screen. */
  purchaseError?: { code: string; message: string } | null
  /** Final answers of POST /zapi/purchase by Idempotency-Key: a repeat gets the same answer. */
  purchaseAnswers?: Record<string, { status: number; body: unknown }>
  /** After the TOOFREQUENT trigger's 429: when (real time, ms) the purchase is accepted again. */
  purchaseRetryAt?: number | null
  withdrawAnswers: { consent: string[]; surveyAnswers: SurveyAnswer[] } | null
  socialAttempt: {
    type: ExternalIdentityType
    action: 'enableExternalAuth' | 'login' | 'signup'
    state: string
    returnTo: string | null
  } | null
  socialError: {
    code:
      | 'ACCOUNT_ALREADY_EXISTS'
      | 'EXTERNAL_ID_ALREADY_LINKED'
      | 'ACCOUNT_ALREADY_EXISTS_EXTERNAL_EMAIL'
      | 'RELATION_FAILED'
    type: ExternalIdentityType
    action: 'enableExternalAuth' | 'login' | 'signup'
  } | null
  completed: CompletedFlows
  /**
   * The viewing profile the session is on when it is one the owner did not authorise for My Page
   * (member pages and calls answer 403 PROFILE_VIEW_PROHIBITED); null on an authorised profile.
   */
  restrictedProfile: string | null
  /** The challenge of the last passkey options issued to this session, used once. */
  passkeyCeremony?: { challenge: string; issuedAt: number } | null
}

export interface PinRecord {
  /** A PinPurpose, or the second-factor and re-authentication codes (multiFactorEmail, multiFactorSms, reauthorize). */
  purpose: string
  destination: string
  code: string
  sentAt: number
  used: boolean
}

export interface OutboxMessage {
  to: string
  channel: 'email' | 'sms'
  purpose: string
  subject: string
  body: string
  code?: string
  link?: string
  sentAt: string
}

export interface ResetToken {
  token: string
  accountId: string
  createdAt: number
  used: boolean
}

export interface MockState {
  scenario: string
  store: StoreConfig
  accounts: MemberAccount[]
  plans: PlanRecord[]
  sessions: Map<string, Session>
  pins: PinRecord[]
  outbox: OutboxMessage[]
  resetTokens: ResetToken[]
  /** Failed sign-in times (ms) per lower-cased identifier, for the 429 after 5 failures in 10 minutes. */
  loginFailures: Map<string, number[]>
  /** Hand-offs to payment providers waiting for their return (providers/transactions.ts). */
  providerTransactions: ProviderTransaction[]
}
