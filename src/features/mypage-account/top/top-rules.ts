import type { Account, ExternalAccount, StoreStatus } from '~generated/api/model'

/*
 * Which parts of the account top (/mypage, spec 02 §2, §6) a member sees. Pure. A store-status
 * flag that is absent counts as off: "each only if enabled in the store status".
 */

export interface TopPageContext {
  account: Pick<
    Account,
    | 'isEmailVerified'
    | 'isEnabledPassword'
    | 'hasPassword'
    | 'isEnabledLoginId'
    | 'isEnabledEmail'
    | 'isEnabledMultiFactor'
  >
  storeStatus: StoreStatus
  /** Inside the native app: plan lists, profile image, external linking, connections and withdrawal are hidden. */
  isApp: boolean
}

/** Contracted plans, external accounts and withdrawal: hidden in the native app. */
export const isOutsideApp = ({ isApp }: Pick<TopPageContext, 'isApp'>): boolean => !isApp

export function showsProfileImageRow({ storeStatus, isApp }: TopPageContext): boolean {
  return storeStatus.isProfileImageEnabled === true && !isApp
}

/** Login ID and login method rows: only where the store uses login IDs at all. */
export function showsLoginIdRows({ storeStatus }: TopPageContext): boolean {
  return storeStatus.isLoginIdEnabled === true
}

export function showsMultiFactorRow({ storeStatus }: TopPageContext): boolean {
  return (storeStatus.allowedMultiFactorTypes ?? []).length > 0
}

/** Passkeys: where the store enables them, never in the native app (its web view cannot use them). */
export function showsPasskeysRow({ storeStatus, isApp }: TopPageContext): boolean {
  return storeStatus.isPasskeyEnabled === true && !isApp
}

/** Where the member is signed in now (issue 34): when the store offers it, in the app too, like the login history. */
export function showsSessionsRow({ storeStatus }: TopPageContext): boolean {
  return storeStatus.isActiveSessionsEnabled === true
}

/** The password row edits an existing password, or sets the first one. */
export function passwordAction({ account }: TopPageContext): 'edit' | 'enable' {
  return account.hasPassword ? 'edit' : 'enable'
}

/**
 * The login method row's text (spec 02 §2): 'login ID only', 'e-mail or login ID', or nothing. Both
 * texts name a login ID, so a member without one (or without a password, whose external accounts
 * are their only way in) sees nothing: neither text would be true of them.
 */
export function loginMethodText({
  account,
}: TopPageContext): 'loginIdOnly' | 'emailOrLoginId' | null {
  if (!account.isEnabledPassword || !account.isEnabledLoginId) return null
  return account.isEnabledEmail ? 'emailOrLoginId' : 'loginIdOnly'
}

/**
 * The external-account section: shown when the store offers more external accounts than the
 * member needs to keep — more than 0 with a password, more than 1 without one (the last link is
 * then their only way in). Never in the native app.
 */
export function showsExternalAccounts(
  context: TopPageContext,
  externalAccounts: readonly ExternalAccount[],
): boolean {
  if (context.isApp) return false
  const needed = context.account.isEnabledPassword ? 0 : 1
  return externalAccounts.length > needed
}

export type PrivacyRow = 'newsletter' | 'privacy' | 'pinCode' | 'connections' | 'dataExport'

/**
 * Newsletter, privacy management, PIN code, linked apps and the copy of one's data (issue 34),
 * each when the store enables it; linked apps and the copy never in the native app (its web view
 * cannot save a file).
 */
export function privacyRows({ storeStatus, isApp }: TopPageContext): PrivacyRow[] {
  const rows: PrivacyRow[] = []
  if (storeStatus.isNewsletterEnabled === true) rows.push('newsletter')
  if (storeStatus.isPrivacyManagementEnabled === true) rows.push('privacy')
  if (storeStatus.isPinCodeEnabled === true) rows.push('pinCode')
  if (storeStatus.isConnectionsEnabled === true && !isApp) rows.push('connections')
  if (storeStatus.isDataExportEnabled === true && !isApp) rows.push('dataExport')
  return rows
}
