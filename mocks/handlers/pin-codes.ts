import { http } from 'msw'
import type { PinPurpose } from '~generated/api/model'
import { fieldError, invalid, ok, readBody, route, text } from '../http'
import { issuePin, latestPin, pinCodeSent, recordUnsentPin, resendCountdown } from '../state/pins'
import { findAccountByEmail, guestSession } from '../state/sessions'
import { emailErrors, emailTaken, resendTooSoon } from '../validation'
import { canSignInByEmail } from '../views/account'
import { signInRequired, visitor } from './context'

const PURPOSES: PinPurpose[] = [
  'signUp',
  'mailEdit',
  'withdraw',
  'login',
  'passwordSetting',
  'mailVerify',
]

/** Sends the code unless one went out less than 30 seconds ago (429). */
function sendOrRefuse(purpose: PinPurpose, destination: string, shouldSend = true): Response {
  const wait = resendCountdown(latestPin(purpose, destination))
  if (wait > 0) return resendTooSoon(wait)
  // For an address without an account the answer looks the same, but nothing is sent.
  const pin = shouldSend ? issuePin(purpose, destination) : recordUnsentPin(purpose, destination)
  return ok(pinCodeSent(pin))
}

export const pinCodeHandlers = [
  http.post(
    route('/zapi/account/email/send-pin-code'),
    visitor(async ({ request, url, account }) => {
      const body = await readBody(request)
      const email = text(body, 'email').trim()
      const purpose = PURPOSES.find((candidate) => candidate === text(body, 'type'))
      const errors = emailErrors(email)
      if (!purpose)
        errors.push(fieldError('type', 'VALIDATION_ERROR', '認証コードの種類が正しくありません。'))
      if (errors.length > 0 || !purpose) return invalid(errors)
      if (purpose === 'login') {
        const { session, cookies } = guestSession(request)
        session.codeLoginEmail = email
        const member = findAccountByEmail(email)
        const answer = sendOrRefuse(
          purpose,
          email,
          member !== undefined && canSignInByEmail(member),
        )
        for (const cookie of cookies) answer.headers.append('Set-Cookie', cookie)
        return answer
      }
      if (purpose === 'signUp')
        return findAccountByEmail(email) ? emailTaken() : sendOrRefuse(purpose, email)
      if (!account) return signInRequired(url)
      if (purpose === 'mailEdit') {
        if (email.toLowerCase() === account.email.toLowerCase()) {
          return invalid([
            fieldError('email', 'VALIDATION_ERROR', 'メールアドレスを変更してください。'),
          ])
        }
        return findAccountByEmail(email) ? emailTaken() : sendOrRefuse(purpose, email)
      }
      // mailVerify, passwordSetting and withdraw codes go to the contact address.
      return sendOrRefuse(purpose, account.email)
    }),
  ),
]
