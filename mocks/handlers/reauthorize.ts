import { http } from 'msw'
import type { MypageReauthorizeScreenData, ReauthorizeMethod } from '~generated/api/model'
import {
  fail,
  fieldError,
  invalid,
  ok,
  readBody,
  redirectTo,
  route,
  safeReturnTo,
  text,
} from '../http'
import { mockBackend } from '../state/backend-state'
import {
  consumePin,
  issuePin,
  latestPin,
  livePin,
  pinCodeSent,
  pinDisplayName,
  resendCountdown,
  sentPinCodeSetting,
} from '../state/pins'
import { pinCodeErrors, resendTooSoon } from '../validation'
import { member } from './context'
import { passkeysOffered } from './passkeys'

const PURPOSE = 'reauthorize'

export const reauthorizeHandlers = [
  http.get(
    route('/zapi/internal/mypage/reauthorize/screen-data'),
    member(({ request, account }) => {
      const methods: ReauthorizeMethod[] =
        account.password !== null ? ['password', 'authCode'] : ['authCode']
      // With the code as the only way, the first code goes out as the screen opens.
      if (methods.length === 1 && !livePin(PURPOSE, account.email)) issuePin(PURPOSE, account.email)
      const pin = latestPin(PURPOSE, account.email)
      const body: MypageReauthorizeScreenData = {
        methods,
        email: account.email,
        hasPasskey: passkeysOffered(request) && account.passkeys.length > 0,
        pinCode: sentPinCodeSetting(PURPOSE, pin),
      }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/account/reauthorize'),
    member(async ({ request, account, session }) => {
      const body = await readBody(request)
      const password = text(body, 'password')
      const authCode = text(body, 'authCode').trim()
      if (password === '' && authCode === '') {
        return invalid([
          fieldError('password', 'PASSWORD_NOT_ENTERED', 'パスワードを入力してください。'),
        ])
      }
      if (password !== '') {
        if (account.password !== password) {
          const message = 'パスワードが正しくありません。'
          return fail(422, 'LOGIN_FAILED', message, {
            errors: [fieldError('password', 'LOGIN_FAILED', message)],
          })
        }
      } else {
        const errors = pinCodeErrors(authCode, pinDisplayName(PURPOSE), 'authCode')
        if (errors.length > 0) return invalid(errors)
        if (!consumePin(PURPOSE, account.email, authCode)) {
          const message = `${pinDisplayName(PURPOSE)}の認証に失敗しました。`
          return fail(422, 'PIN_CODE_ERROR', message, {
            errors: [fieldError('authCode', 'PIN_CODE_ERROR', message)],
          })
        }
      }
      session.authenticatedAt = mockBackend.clock.nowMs()
      return redirectTo(safeReturnTo(text(body, 'returnTo')) ?? '/mypage')
    }),
  ),

  http.post(
    route('/zapi/account/reauthorize/re-send-auth-code'),
    member(({ account }) => {
      const wait = resendCountdown(latestPin(PURPOSE, account.email))
      if (wait > 0) return resendTooSoon(wait)
      return ok(pinCodeSent(issuePin(PURPOSE, account.email)))
    }),
  ),
]
