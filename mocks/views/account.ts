import type { Account, LoginMethodType, MultiFactorType } from '~generated/api/model'
import { mockBackend } from '../state/backend-state'
import type { MemberAccount } from '../state/types'

/** What the site calls the member: the nickname, else the name; null when neither is set. */
export function displayName(account: MemberAccount): string | null {
  const { nickname, name, familyName, givenName } = account.profile
  if (nickname) return nickname
  if (name) return name
  const fullName = [familyName, givenName].filter(Boolean).join(' ')
  return fullName || null
}

/** The member's second factors that the store still allows. */
export function activeMultiFactorTypes(account: MemberAccount): MultiFactorType[] {
  const allowed = mockBackend.state.store.status.allowedMultiFactorTypes ?? []
  return account.multiFactor.enabled.filter((type) => allowed.includes(type))
}

/** E-mail sign-in is refused only to a member who chose "login ID only" while login IDs are on. */
export function canSignInByEmail(account: MemberAccount): boolean {
  const loginIdsOn = mockBackend.state.store.status.isLoginIdEnabled === true
  return !(loginIdsOn && account.loginId !== null && account.loginMethod === 'loginIdOnly')
}

export function loginMethodTypes(account: MemberAccount): LoginMethodType[] {
  const { status, isAuthCodeLoginEnabled } = mockBackend.state.store
  const types: LoginMethodType[] = []
  if (account.password !== null && canSignInByEmail(account)) types.push('EmailPassword')
  if (isAuthCodeLoginEnabled && canSignInByEmail(account)) types.push('EmailAuthCode')
  if (account.password !== null && account.loginId !== null && status.isLoginIdEnabled)
    types.push('LoginIdPassword')
  if (account.externalAccounts.length > 0) types.push('ExternalAuth')
  return types
}

export function accountView(account: MemberAccount): Account {
  const { status, registrationSetting } = mockBackend.state.store
  return {
    name: null,
    nameKana: null,
    familyName: null,
    givenName: null,
    familyNameKana: null,
    givenNameKana: null,
    nickname: null,
    sex: null,
    birthday: null,
    country: null,
    prefecture: null,
    postalCode: null,
    address: null,
    address2: null,
    phoneNumber: null,
    customAssociatedInfo: [],
    ...account.profile,
    profileImageUrl: status.isProfileImageEnabled ? account.profileImageUrl : null,
    contactEmail: account.email,
    socialEmail: account.socialEmail,
    isEmailVerified: account.isEmailVerified,
    isEnabledPassword: account.password !== null,
    isEnabledMultiFactor: activeMultiFactorTypes(account).length > 0,
    isEnabledLoginId: account.loginId !== null,
    isEnabledEmail: canSignInByEmail(account),
    passwordStrength: registrationSetting.passwordStrength,
    passwordUpdatedAt: account.passwordUpdatedAt,
    defaultLoginId: null,
    hasPassword: account.password !== null,
    loginMethodTypes: loginMethodTypes(account),
    loginId: account.loginId,
    emailEditUrl: null,
  }
}
