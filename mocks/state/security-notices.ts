import type { MultiFactorType } from '~generated/api/model'
import { clientIp, deviceOf } from '../auth/device'
import { maskEmail } from '../auth/mask'
import { mockBackend } from './backend-state'
import { isoJst } from './dates'
import { send } from './outbox'
import type { MemberAccount } from './types'

/**
 * The outbox purposes of the notices a member gets after a sign-in from a new browser or a change
 * to how they sign in (issue 34). Beside the code and link messages, never instead of them.
 */
export type SecurityNoticePurpose =
  'newDeviceSignIn' | 'passwordChanged' | 'emailChanged' | 'multiFactorChanged' | 'passkeyChanged'

const FACTOR_NAME: Record<MultiFactorType, string> = {
  Email: 'メール',
  SMS: 'SMS',
  OTP: '認証アプリ',
}

/** 2026年11月28日 23:01 (Japan time). */
function japaneseDateTime(ms: number): string {
  const [, year, month, day, time] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(isoJst(ms)) ?? []
  return `${year}年${Number(month)}月${Number(day)}日 ${time}`
}

/** Where the change came from: the mock clock's now, the browser and device, the address. */
function circumstances(request: Request): string[] {
  const { deviceInfo, browserInfo } = deviceOf(request)
  return [
    `日時: ${japaneseDateTime(mockBackend.clock.nowMs())}`,
    `デバイス: ${deviceInfo ?? '不明なデバイス'} / ${browserInfo ?? '不明なブラウザ'}`,
    `IPアドレス: ${clientIp(request)}`,
  ]
}

/**
 * What to do when it was not the member: sign the stranger out on /mypage/sessions when the
 * store offers that page; else, or when the password itself changed (the stranger knows the new
 * one), set a new password by the e-mailed reset link.
 */
function advice(purpose: SecurityNoticePurpose): { text: string; link: string } {
  const sessionsOn = mockBackend.state.store.status.isActiveSessionsEnabled === true
  if (sessionsOn && purpose !== 'passwordChanged') {
    return {
      text: 'お心当たりのない場合は、第三者にログインされているおそれがあります。以下の「ログイン中のデバイス」で心当たりのないデバイスをログアウトし、パスワードを変更してください。',
      link: '/mypage/sessions',
    }
  }
  return {
    text: 'お心当たりのない場合は、第三者にログインされているおそれがあります。以下のページからパスワードを再設定してください。',
    link: '/password/forgot',
  }
}

/** E-mails one notice: what happened, when and from where, and what to do if it was not them. */
function sendNotice(
  request: Request,
  to: string,
  purpose: SecurityNoticePurpose,
  subject: string,
  what: string,
): void {
  const { text, link } = advice(purpose)
  send({
    to,
    channel: 'email',
    purpose,
    subject: `【シネマストリーム】${subject}`,
    body: [what, '', ...circumstances(request), '', text, link].join('\n'),
    link,
  })
}

export function noticeNewDeviceSignIn(request: Request, account: MemberAccount): void {
  sendNotice(
    request,
    account.email,
    'newDeviceSignIn',
    '新しいデバイスからのログインがありました',
    'お使いのアカウントに、これまでにログインのなかったデバイスからログインがありました。',
  )
}

/** `firstPassword`: the member had none (an external-only member sets one). */
export function noticePasswordChanged(
  request: Request,
  account: MemberAccount,
  firstPassword: boolean,
): void {
  const done = firstPassword ? '設定されました' : '変更されました'
  sendNotice(
    request,
    account.email,
    'passwordChanged',
    `パスワードが${done}`,
    `お使いのアカウントのパスワードが${done}。`,
  )
}

/** To the new address, and to the old one, which gets nothing more from now on. */
export function noticeEmailChanged(
  request: Request,
  account: MemberAccount,
  oldEmail: string,
): void {
  const subject = 'メールアドレスが変更されました'
  sendNotice(
    request,
    account.email,
    'emailChanged',
    subject,
    `お使いのアカウントのメールアドレスが、このアドレス（${account.email}）に変更されました。`,
  )
  sendNotice(
    request,
    oldEmail,
    'emailChanged',
    subject,
    `お使いのアカウントのメールアドレスが、${maskEmail(account.email)} に変更されました。今後、このアドレスにはお知らせをお送りしません。`,
  )
}

export function noticeMultiFactorChanged(
  request: Request,
  account: MemberAccount,
  type: MultiFactorType,
  action: 'enable' | 'disable',
): void {
  const done = action === 'enable' ? '有効になりました' : '無効になりました'
  sendNotice(
    request,
    account.email,
    'multiFactorChanged',
    '2段階認証の設定が変更されました',
    `お使いのアカウントで、${FACTOR_NAME[type]}による2段階認証が${done}。`,
  )
}

export function noticePasskeyChanged(
  request: Request,
  account: MemberAccount,
  passkeyName: string,
  action: 'add' | 'delete',
): void {
  const [done, from] = action === 'add' ? ['登録されました', 'に'] : ['削除されました', 'から']
  sendNotice(
    request,
    account.email,
    'passkeyChanged',
    `パスキーが${done}`,
    `お使いのアカウント${from}、パスキー「${passkeyName}」が${done}。`,
  )
}
