import type { LoginHistoryItem, MultiFactorType, SigninIdentifierType } from '~generated/api/model'
import { COOKIE, readCookie } from '../cookies'
import { mockBackend } from '../state/backend-state'
import { isoJst } from '../state/dates'
import {
  completeSignIn,
  findAccountByEmail,
  findAccountByLoginId,
  startPendingSignIn,
} from '../state/sessions'
import type { MemberAccount } from '../state/types'
import { activeMultiFactorTypes, canSignInByEmail } from '../views/account'
import { clientIp, deviceOf } from './device'

const LOGIN_HISTORY_LIMIT = 30

/** The member an identifier names: an e-mail address, or a login ID when the store enables them. */
export function accountByIdentifier(
  kind: SigninIdentifierType,
  identifier: string,
): MemberAccount | undefined {
  const loginIdsOn = mockBackend.state.store.status.isLoginIdEnabled === true
  const looksLikeEmail = identifier.includes('@')
  if (kind === 'Email' || (kind === 'EmailOrLoginId' && looksLikeEmail)) {
    const account = findAccountByEmail(identifier)
    return account && canSignInByEmail(account) ? account : undefined
  }
  return loginIdsOn ? findAccountByLoginId(identifier) : undefined
}

export function recordLogin(
  request: Request,
  account: MemberAccount,
  entry: Pick<LoginHistoryItem, 'result' | 'userIdentifierName' | 'loginMethod'> & {
    multiFactorType?: MultiFactorType | null
  },
): void {
  const { deviceInfo, browserInfo } = deviceOf(request)
  account.loginHistory.unshift({
    createdAt: isoJst(mockBackend.now()),
    ip: clientIp(request),
    multiFactorType: null,
    requestMultiFactor: activeMultiFactorTypes(account).length > 0,
    deviceInfo,
    country: '日本',
    browserInfo,
    ...entry,
  })
  account.loginHistory.length = Math.min(account.loginHistory.length, LOGIN_HISTORY_LIMIT)
}

/** The browser carries a trusted-device cookie of this member, so the second factor is skipped. */
function isTrustedDevice(request: Request, account: MemberAccount): boolean {
  const token = readCookie(request, COOKIE.trustedDevice)
  return (
    token !== undefined && account.trustedDevices.some((device) => device.deviceToken === token)
  )
}

/**
 * The credentials were right: either sign the member in, or — when they have a second factor and
 * this browser is not trusted — hold the sign-in until the second factor (only `session_id` set).
 */
export function passFirstFactor(
  request: Request,
  account: MemberAccount,
  returnTo: string,
  loginMethod: LoginHistoryItem['loginMethod'],
  identifier: string,
): { redirectTo: string; cookies: string[] } {
  if (activeMultiFactorTypes(account).length > 0 && !isTrustedDevice(request, account)) {
    return {
      redirectTo: '/login/multi-factor',
      cookies: startPendingSignIn(request, {
        accountId: account.id,
        returnTo,
        loginMethod,
        identifier,
      }),
    }
  }
  recordLogin(request, account, { result: 'success', userIdentifierName: identifier, loginMethod })
  return { redirectTo: returnTo, cookies: completeSignIn(request, account).cookies }
}
