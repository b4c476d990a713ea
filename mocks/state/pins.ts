import type { AuthCodeSetting, PinCodeStatus, PinPurpose } from '~generated/api/model'
import { mockBackend } from './backend-state'
import { isoJst } from './dates'
import { send } from './outbox'
import type { PinRecord } from './types'

export const PIN_VALID_MINUTES = 60
export const PIN_RESEND_SECONDS = 30
export const PIN_RESEND_ADVICE_MINUTES = 5

/** What each purpose's message says. SMS goes to a phone number, everything else by e-mail. */
const PIN_MESSAGES: Record<string, { subject: string; displayNameKey?: keyof AuthCodeSetting }> = {
  signUp: { subject: '【シネマストリーム】会員登録の認証コード', displayNameKey: 'signUp' },
  login: { subject: '【シネマストリーム】ログイン用の認証コード', displayNameKey: 'login' },
  withdraw: { subject: '【シネマストリーム】退会手続きの認証コード', displayNameKey: 'withdraw' },
  reauthorize: {
    subject: '【シネマストリーム】本人確認の認証コード',
    displayNameKey: 'reauthorize',
  },
  multiFactorEmail: {
    subject: '【シネマストリーム】2段階認証の確認コード',
    displayNameKey: 'multiFactorEmail',
  },
  multiFactorSms: { subject: 'シネマストリーム 2段階認証', displayNameKey: 'multiFactorEmail' },
  mailEdit: { subject: '【シネマストリーム】メールアドレス変更の確認コード' },
  mailVerify: { subject: '【シネマストリーム】メールアドレス認証の確認コード' },
  passwordSetting: { subject: '【シネマストリーム】パスワード設定の確認コード' },
}

/** The display name of a purpose's code (store auth-code setting), used in labels and messages. */
export function pinDisplayName(purpose: string): string {
  const key = PIN_MESSAGES[purpose]?.displayNameKey
  return (key && mockBackend.state.store.authCodeSetting[key]) || '確認コード'
}

const randomDigits = (length: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => String(byte % 10)).join('')

/** Sends a fresh 6-digit code for `purpose` to `destination` (an e-mail address or, for multiFactorSms, a phone number). */
export function issuePin(purpose: string, destination: string): PinRecord {
  const pin: PinRecord = {
    purpose,
    destination,
    code: randomDigits(6),
    sentAt: mockBackend.clock.nowMs(),
    used: false,
  }
  mockBackend.state.pins.push(pin)
  const displayName = pinDisplayName(purpose)
  send({
    to: destination,
    channel: purpose === 'multiFactorSms' ? 'sms' : 'email',
    purpose,
    subject: PIN_MESSAGES[purpose]?.subject ?? '【シネマストリーム】確認コード',
    body: `${displayName}: ${pin.code}\nこのコードの有効期限は${PIN_VALID_MINUTES}分です。お心当たりのない場合は、このメッセージを破棄してください。`,
    code: pin.code,
  })
  return pin
}

const isAlive = (pin: PinRecord): boolean =>
  !pin.used && mockBackend.clock.nowMs() < pin.sentAt + PIN_VALID_MINUTES * 60 * 1000

const sameDestination = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The newest code sent for `purpose` to `destination`, used or not. */
export function latestPin(purpose: string, destination: string): PinRecord | undefined {
  return mockBackend.state.pins.findLast(
    (pin) => pin.purpose === purpose && sameDestination(pin.destination, destination),
  )
}

/** The newest unexpired, unused code, if any (screens that send on opening reuse it). */
export function livePin(purpose: string, destination: string): PinRecord | undefined {
  const pin = latestPin(purpose, destination)
  return pin && isAlive(pin) ? pin : undefined
}

/** Checks a code; a match uses it up. Any unexpired, unused code of the purpose and destination counts. */
export function consumePin(purpose: string, destination: string, code: string): boolean {
  const pin = mockBackend.state.pins.find(
    (candidate) =>
      candidate.purpose === purpose &&
      sameDestination(candidate.destination, destination) &&
      candidate.code === code.trim() &&
      isAlive(candidate),
  )
  if (!pin) return false
  pin.used = true
  return true
}

/** Seconds left on the 30-second resend countdown of the newest code. */
export function resendCountdown(pin: PinRecord | undefined): number {
  if (!pin) return 0
  const elapsed = Math.floor((mockBackend.clock.nowMs() - pin.sentAt) / 1000)
  return Math.max(0, Math.min(PIN_RESEND_SECONDS, PIN_RESEND_SECONDS - elapsed))
}

/** The PinCodeSent answer of a send call. */
export function pinCodeSent(pin: PinRecord) {
  return {
    sentAt: isoJst(pin.sentAt),
    expiresAt: isoJst(pin.sentAt + PIN_VALID_MINUTES * 60 * 1000),
    resendCountdownSeconds: resendCountdown(pin),
  }
}

/** How a screen presents the newest code of a purpose (resend countdown where it stands). */
function pinCodeSetting(purpose: string, pin: PinRecord | undefined) {
  return {
    displayName: pinDisplayName(purpose),
    validityMinutes: PIN_VALID_MINUTES,
    resendCountdownSeconds: resendCountdown(pin),
    resendAdviceAfterMinutes: PIN_RESEND_ADVICE_MINUTES,
  }
}

/** The PinCodeSetting / SigninSentPinCodeSetting of a screen: how its code is presented, and when it was sent. */
export function sentPinCodeSetting(purpose: string, pin: PinRecord | undefined) {
  return { ...pinCodeSetting(purpose, pin), sentAt: pin ? isoJst(pin.sentAt) : null }
}

/**
 * Records a code "sent" to an address that gets none (a sign-in code for an unknown address): its
 * countdown, 429 and `sentAt` then answer exactly as for a member, yet it can never be used.
 */
export function recordUnsentPin(purpose: string, destination: string): PinRecord {
  const pin: PinRecord = {
    purpose,
    destination,
    code: '',
    sentAt: mockBackend.clock.nowMs(),
    used: true,
  }
  mockBackend.state.pins.push(pin)
  return pin
}

/** The PinCodeStatus of a My Page screen. */
export function pinCodeStatus(purpose: PinPurpose, destination: string): PinCodeStatus {
  const pin = latestPin(purpose, destination)
  return {
    destination,
    purpose,
    displayName: pinDisplayName(purpose),
    sentAt: pin ? isoJst(pin.sentAt) : null,
    expiresAt: pin ? isoJst(pin.sentAt + PIN_VALID_MINUTES * 60 * 1000) : null,
    resendCountdownSeconds: resendCountdown(pin),
  }
}
