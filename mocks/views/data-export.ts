import type { AccountDataExport, MypageDataExportScreenData } from '~generated/api/model'
import { dateJst, isoJst } from '../state/dates'
import { sessionsOfAccount } from '../state/sessions'
import type { MemberAccount, Session } from '../state/types'
import { accountView } from './account'
import { externalAccountsView } from './connections'
import { paymentMethodsView, withCurrentMethod } from './payments'
import { activeSessions } from './sessions'
import { subscriptionView } from './subscriptions'

const newestFirst = <T>(items: readonly T[], dateOf: (item: T) => string): T[] =>
  [...items].sort((a, b) => dateOf(b).localeCompare(dateOf(a)))

/** The name the copy is saved under: the day it is made, in Japan time. */
export const dataExportFileName = (now: Date): string => `account-data-${dateJst(now)}.json`

/** The copy of the member's data (issue 34 §3): each part as the My Page screen showing it answers it. */
export function accountDataExport(
  account: MemberAccount,
  session: Session,
  now: Date,
): AccountDataExport {
  return {
    exportedAt: isoJst(now),
    accountId: account.id,
    profile: accountView(account),
    policyConsents: account.policyConsents,
    consentOptions: account.consents,
    contracts: account.subscriptions.map((subscription) => subscriptionView(account, subscription)),
    paymentHistory: newestFirst(account.paymentHistory, (item) => item.createdAt).map((item) =>
      withCurrentMethod(account, item),
    ),
    paymentMethods: paymentMethodsView(account),
    loginHistory: account.loginHistory,
    connectedApps: newestFirst(account.grants, (grant) => grant.issuedAt),
    externalAccounts: externalAccountsView(account),
    sessions: activeSessions(sessionsOfAccount(account.id), session),
  }
}

/** What /mypage/data-export says the copy holds. */
export function dataExportSummary(
  account: MemberAccount,
  now: Date,
): Omit<MypageDataExportScreenData, 'redirectTo' | 'flowError'> {
  return {
    fileName: dataExportFileName(now),
    counts: {
      contracts: account.subscriptions.length,
      paymentHistory: account.paymentHistory.length,
      paymentMethods: account.paymentMethods.length,
      loginHistory: account.loginHistory.length,
      connectedApps: account.grants.length,
      sessions: sessionsOfAccount(account.id).length,
    },
  }
}
