import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LoginHistoryItem, LoginMethodType, MultiFactorType } from '~generated/api/model'

/** From this viewport width the history is a table; below, an expandable list (spec 02 §9). */
export const HISTORY_TABLE_MIN_WIDTH_PX = 1000

const LOGIN_METHOD: Record<LoginMethodType, MessageDescriptor> = {
  EmailPassword: msg`メールアドレスとパスワード`,
  EmailAuthCode: msg`メールアドレスと認証コード`,
  LoginIdPassword: msg`ログインIDとパスワード`,
  ExternalAuth: msg`外部アカウント`,
}

const SECOND_FACTOR: Record<MultiFactorType, MessageDescriptor> = {
  Email: msg`メール`,
  SMS: msg`SMS`,
  OTP: msg`認証アプリ`,
}

const UNKNOWN = msg`不明`

/** What one row of the history says, as message descriptors and plain values. */
export interface HistoryEntryView {
  isSuccess: boolean
  result: MessageDescriptor
  loginMethod: MessageDescriptor
  /** The second factor asked for, or null when none was. */
  secondFactor: MessageDescriptor | null
  /** The external account's name, the login ID or address used. */
  identifier: string | null
  device: string | MessageDescriptor
  browser: string | MessageDescriptor
  country: string | MessageDescriptor
  ip: string
  /** The sign-in came from the address this page is seen from. */
  fromCurrentIp: boolean
}

const orUnknown = (value: string | null | undefined) =>
  value !== null && value !== undefined && value.trim() !== '' ? value : UNKNOWN

/** One history entry as the table and the list show it. */
export function historyEntryView(item: LoginHistoryItem, currentIp: string): HistoryEntryView {
  const isSuccess = item.result === 'success'
  const factor = item.multiFactorType ?? null
  return {
    isSuccess,
    result: isSuccess ? msg`成功` : msg`失敗`,
    loginMethod: item.loginMethod ? LOGIN_METHOD[item.loginMethod] : UNKNOWN,
    secondFactor: item.requestMultiFactor !== false && factor ? SECOND_FACTOR[factor] : null,
    identifier: item.userIdentifierName ?? null,
    device: orUnknown(item.deviceInfo),
    browser: orUnknown(item.browserInfo),
    country: orUnknown(item.country),
    ip: item.ip,
    fromCurrentIp: item.ip === currentIp,
  }
}

export interface SecurityAdvice {
  changePassword: boolean
  setUpMultiFactor: boolean
  /** Sign unknown devices out on /mypage/sessions (when the store offers that page). */
  reviewSessions: boolean
}

/** Which actions the page suggests (and 'Not me?' offers): only those the account can take. */
export function securityAdvice(data: {
  canChangePassword: boolean
  canSetUpMultiFactor: boolean
  canReviewSessions?: boolean
}): SecurityAdvice | null {
  const advice = {
    changePassword: data.canChangePassword,
    setUpMultiFactor: data.canSetUpMultiFactor,
    reviewSessions: data.canReviewSessions === true,
  }
  return Object.values(advice).some(Boolean) ? advice : null
}
