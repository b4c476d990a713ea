import { randomId } from './ids'
import type { Session } from './types'

/** A new session started at `now` (ms): a member's when `accountId` is given, else a guest's. */
export function newSession({
  accountId,
  userAgent,
  ip,
  now,
}: {
  accountId: string | null
  userAgent: string
  ip: string
  now: number
}): Session {
  return {
    id: randomId('s'),
    publicId: randomId('ses'),
    accountId,
    userAgent,
    ip,
    signedInAt: accountId ? now : null,
    lastActiveAt: now,
    authenticatedAt: accountId ? now : null,
    pendingSignIn: null,
    loginError: null,
    codeLoginEmail: null,
    passwordForgotEmail: null,
    signup: null,
    accountEditDraft: null,
    pendingEmailChange: null,
    otpSecretCandidate: null,
    backupCodeCandidate: null,
    pendingMultiFactorType: null,
    purchase: null,
    purchaseFromSignup: false,
    withdrawAnswers: null,
    socialAttempt: null,
    socialError: null,
    completed: {},
    restrictedProfile: null,
  }
}
