import type { RequestHandler } from 'msw'
import {
  getAddressMock,
  getMypageAccountMock,
  getMypageConnectionsMock,
  getMypageDataExportMock,
  getMypagePaymentsMock,
  getMypageSecurityMock,
  getMypageSessionsMock,
  getMypageSubscriptionsMock,
  getOidcMock,
  getPasskeysMock,
  getPasswordResetMock,
  getPlansMock,
  getPlaybackMock,
  getRootMock,
  getSigninMock,
  getSignupMock,
  getWithdrawMock,
} from '~generated/api/index.msw'
import { addressHandlers } from './address'
import { multiFactorLoginHandlers } from './multi-factor-login'
import { mypageConnectionsHandlers } from './mypage-connections'
import { mypageDataExportHandlers } from './mypage-data-export'
import { mypageEmailHandlers } from './mypage-email'
import { mypageMultiFactorHandlers } from './mypage-multi-factor'
import { mypagePaymentsHandlers } from './mypage-payments'
import { mypagePrivacyHandlers } from './mypage-privacy'
import { mypageProfileHandlers } from './mypage-profile'
import { mypageSecurityHandlers } from './mypage-security'
import { mypageSessionsHandlers } from './mypage-sessions'
import { mypageSignInSettingsHandlers } from './mypage-sign-in-settings'
import { mypageSubscriptionsHandlers } from './mypage-subscriptions'
import { oidcHandlers } from './oidc'
import { passkeyHandlers } from './passkeys'
import { passwordResetHandlers } from './password-reset'
import { paymentReturnHandlers } from './payment-returns'
import { pinCodeHandlers } from './pin-codes'
import { plansHandlers } from './plans'
import { reauthorizeHandlers } from './reauthorize'
import { rootHandlers } from './root'
import { signinHandlers } from './signin'
import { signupHandlers } from './signup'
import { socialHandlers } from './social'
import { withdrawHandlers } from './withdraw'

/** The stateful implementation (see mocks/README.md for what each covers). */
export const statefulHandlers: RequestHandler[] = [
  ...rootHandlers,
  ...signinHandlers,
  ...multiFactorLoginHandlers,
  ...pinCodeHandlers,
  ...reauthorizeHandlers,
  ...passkeyHandlers,
  ...passwordResetHandlers,
  ...signupHandlers,
  ...socialHandlers,
  ...addressHandlers,
  ...plansHandlers,
  ...withdrawHandlers,
  ...mypageProfileHandlers,
  ...mypageEmailHandlers,
  ...mypageSignInSettingsHandlers,
  ...mypagePrivacyHandlers,
  ...mypageSecurityHandlers,
  ...mypageSessionsHandlers,
  ...mypageDataExportHandlers,
  ...mypageMultiFactorHandlers,
  ...mypagePaymentsHandlers,
  ...paymentReturnHandlers,
  ...mypageSubscriptionsHandlers,
  ...mypageConnectionsHandlers,
  ...oidcHandlers,
]

/**
 * Stateful handlers first, then every handler Orval generated from the contract's examples, so
 * every operation answers. OIDC's come before sign-in's: the generated `*\/login` would also
 * match /oidc/login.
 */
export const allHandlers: RequestHandler[] = [
  ...statefulHandlers,
  ...getOidcMock(),
  ...getRootMock(),
  ...getSigninMock(),
  ...getPasswordResetMock(),
  ...getSignupMock(),
  ...getPlansMock(),
  ...getWithdrawMock(),
  ...getMypageAccountMock(),
  ...getMypageSecurityMock(),
  ...getPasskeysMock(),
  ...getMypageSessionsMock(),
  ...getMypageDataExportMock(),
  ...getMypagePaymentsMock(),
  ...getMypageSubscriptionsMock(),
  ...getMypageConnectionsMock(),
  ...getAddressMock(),
  ...getPlaybackMock(),
]
