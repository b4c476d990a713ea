import { http } from 'msw'
import type {
  LoginMultiFactorOption,
  LoginMultiFactorScreenData,
  LoginMultiFactorTypeScreenData,
  MultiFactorRouteType,
  MultiFactorType,
} from '~generated/api/model'
import { deviceOf } from '../auth/device'
import { maskEmail, maskPhone } from '../auth/mask'
import { isValidOtp } from '../auth/otp'
import { recordLogin } from '../auth/sign-in'
import { COOKIE, setCookie } from '../cookies'
import { fail, fieldError, invalid, notFound, ok, readBody, redirectTo, route, text } from '../http'
import { mockBackend } from '../state/backend-state'
import { isoJst } from '../state/dates'
import { randomId } from '../state/ids'
import {
  consumePin,
  issuePin,
  latestPin,
  livePin,
  pinCodeSent,
  resendCountdown,
  sentPinCodeSetting,
} from '../state/pins'
import { completeSignIn, findAccountById } from '../state/sessions'
import type { MemberAccount, PendingSignIn } from '../state/types'
import { pinRejected, resendTooSoon } from '../validation'
import { activeMultiFactorTypes } from '../views/account'
import { visitor, type VisitorContext } from './context'

const ROUTE_TYPE: Record<MultiFactorType, MultiFactorRouteType> = {
  Email: 'email',
  SMS: 'sms',
  OTP: 'otp',
}
const PIN_PURPOSE: Partial<Record<MultiFactorRouteType, string>> = {
  email: 'multiFactorEmail',
  sms: 'multiFactorSms',
}

function destinationOf(account: MemberAccount, type: MultiFactorRouteType): string | null {
  if (type === 'email') return account.email
  if (type === 'sms') return account.profile.phoneNumber ?? null
  return null
}

function maskedDestination(account: MemberAccount, type: MultiFactorRouteType): string | null {
  const destination = destinationOf(account, type)
  if (!destination) return null
  return type === 'email' ? maskEmail(destination) : maskPhone(destination)
}

/** The second factors of the waiting sign-in, the preferred one first. */
function optionsOf(account: MemberAccount): LoginMultiFactorOption[] {
  const types: MultiFactorRouteType[] = activeMultiFactorTypes(account).map(
    (type) => ROUTE_TYPE[type],
  )
  if (account.backupCodes.some((code) => !code.isUsed)) types.push('backup-code')
  return types
    .map((type) => ({
      type,
      isPreferred: account.multiFactor.preferred === type,
      maskedDestination: maskedDestination(account, type),
    }))
    .sort((a, b) => Number(b.isPreferred) - Number(a.isPreferred))
}

/** The sign-in waiting for its second factor, with its member. */
function pendingOf(
  context: VisitorContext,
): { pending: PendingSignIn; account: MemberAccount } | undefined {
  const pending = context.session?.pendingSignIn
  const account = pending ? findAccountById(pending.accountId) : undefined
  return pending && account ? { pending, account } : undefined
}

function checkCode(account: MemberAccount, type: MultiFactorRouteType, value: string): boolean {
  const purpose = PIN_PURPOSE[type]
  const destination = destinationOf(account, type)
  if (purpose && destination) return consumePin(purpose, destination, value)
  if (type === 'otp')
    return (
      account.multiFactor.otpSecret !== null && isValidOtp(account.multiFactor.otpSecret, value)
    )
  const backupCode = account.backupCodes.find(
    (code) => !code.isUsed && code.code === value.trim().toLowerCase(),
  )
  if (backupCode) backupCode.isUsed = true
  return backupCode !== undefined
}

function trustThisDevice(request: Request, account: MemberAccount): string {
  const deviceToken = randomId('tdv')
  const { deviceInfo, browserInfo } = deviceOf(request)
  account.trustedDevices.unshift({
    deviceToken,
    createdAt: isoJst(mockBackend.now()),
    deviceInfo,
    browserInfo,
  })
  return setCookie(request, COOKIE.trustedDevice, deviceToken)
}

/** 401 of a call made without a sign-in waiting for its second factor. */
const sessionExpired = () =>
  fail(401, 'SESSION_EXPIRED', 'ログインの有効期限が切れました。もう一度ログインしてください。', {
    redirectTo: '/login',
  })

const MULTI_FACTOR_TYPE: Record<MultiFactorRouteType, MultiFactorType | null> = {
  email: 'Email',
  sms: 'SMS',
  otp: 'OTP',
  'backup-code': null,
}

export const multiFactorLoginHandlers = [
  http.get(
    route('/zapi/internal/login/multi-factor/screen-data'),
    visitor((context) => {
      const waiting = pendingOf(context)
      if (!waiting) return redirectTo('/login')
      const body: LoginMultiFactorScreenData = { options: optionsOf(waiting.account) }
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/internal/login/multi-factor/:type/screen-data'),
    visitor((context) => {
      const waiting = pendingOf(context)
      if (!waiting) return redirectTo('/login')
      const options = optionsOf(waiting.account)
      const option = options.find((candidate) => candidate.type === context.params.type)
      if (!option) return notFound('この認証方式は利用できません。')
      const purpose = PIN_PURPOSE[option.type]
      const destination = destinationOf(waiting.account, option.type)
      // Opening the e-mail or SMS screen sends a code unless an unexpired one exists.
      if (purpose && destination && !livePin(purpose, destination)) issuePin(purpose, destination)
      const body: LoginMultiFactorTypeScreenData = {
        type: option.type,
        isPreferred: option.isPreferred,
        canRememberDevice: true,
        hasOtherTypes: options.length > 1,
        maskedDestination: option.maskedDestination,
        pinCode:
          purpose && destination
            ? sentPinCodeSetting(purpose, latestPin(purpose, destination))
            : null,
      }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/login/multi-factor/:type/re-send-code'),
    visitor((context) => {
      const waiting = pendingOf(context)
      if (!waiting) return sessionExpired()
      const option = optionsOf(waiting.account).find(
        (candidate) => candidate.type === context.params.type,
      )
      const purpose = option && PIN_PURPOSE[option.type]
      const destination = option && destinationOf(waiting.account, option.type)
      if (!purpose || !destination) return notFound('この認証方式ではコードを送信できません。')
      const wait = resendCountdown(latestPin(purpose, destination))
      if (wait > 0) return resendTooSoon(wait)
      return ok(pinCodeSent(issuePin(purpose, destination)))
    }),
  ),

  http.post(
    route('/zapi/login/multi-factor/:type'),
    visitor(async (context) => {
      const waiting = pendingOf(context)
      if (!waiting) return sessionExpired()
      const { pending, account } = waiting
      const type = optionsOf(account).find((option) => option.type === context.params.type)?.type
      if (!type) return notFound('この認証方式は利用できません。')
      const body = await readBody(context.request)
      const value = text(body, 'value').trim()
      if (type === 'otp' && !/^[0-9]{6}$/.test(value)) {
        return invalid([
          fieldError('value', 'VALIDATION_ERROR', '6桁のワンタイムパスワードを入力してください。'),
        ])
      }
      if (!/^[A-Za-z0-9-]{1,20}$/.test(value))
        return invalid([fieldError('value', 'VALIDATION_ERROR', '認証コードを入力してください。')])
      if (!checkCode(account, type, value)) return pinRejected('value')

      if (body.isPreferred === true) account.multiFactor.preferred = type
      const { cookies } = completeSignIn(context.request, account)
      if (body.rememberDevice === true) cookies.push(trustThisDevice(context.request, account))
      recordLogin(context.request, account, {
        result: 'success',
        userIdentifierName: pending.identifier,
        loginMethod: pending.loginMethod,
        multiFactorType: MULTI_FACTOR_TYPE[type],
      })
      return redirectTo(pending.returnTo, { cookies })
    }),
  ),
]
