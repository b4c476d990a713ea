import { http } from 'msw'
import type {
  MypageEmailEditPinCodeScreenData,
  MypageEmailVerifyScreenData,
} from '~generated/api/model'
import { fieldError, flowError, invalid, ok, readBody, redirectTo, route, text } from '../http'
import { consumePin, issuePin, pinCodeStatus, pinDisplayName } from '../state/pins'
import { noticeEmailChanged } from '../state/security-notices'
import { findAccountByEmail } from '../state/sessions'
import { emailErrors, emailTaken, pinCodeErrors, pinRejected } from '../validation'
import { completion } from './completion'
import { member, sensitive } from './context'

const EDIT_PAGE = '/mypage/email/edit'

/** Contact e-mail change (new address → PIN → changed) and verification by PIN (spec 02 §2, §4). */
export const mypageEmailHandlers = [
  http.get(
    route('/zapi/internal/mypage/email/edit/screen-data'),
    sensitive(EDIT_PAGE, ({ account }) =>
      ok({ contactEmail: account.email, isEmailVerified: account.isEmailVerified }),
    ),
  ),

  http.post(
    route('/zapi/account/email/edit/send-pin-code'),
    sensitive(EDIT_PAGE, async ({ request, account, session }) => {
      const email = text(await readBody(request), 'email').trim()
      const errors = emailErrors(email)
      if (errors.length > 0) return invalid(errors)
      if (email.toLowerCase() === account.email.toLowerCase()) {
        return invalid([
          fieldError('email', 'VALIDATION_ERROR', 'メールアドレスを変更してください。'),
        ])
      }
      if (findAccountByEmail(email)) return emailTaken()
      session.pendingEmailChange = email
      issuePin('mailEdit', email)
      return redirectTo('/mypage/email/edit/pin-code')
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/email/edit/pin-code/screen-data'),
    member(({ session }) => {
      const newEmail = session.pendingEmailChange
      if (!newEmail) return redirectTo(EDIT_PAGE)
      const body: MypageEmailEditPinCodeScreenData = {
        newEmail,
        pinCodeStatus: pinCodeStatus('mailEdit', newEmail),
      }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/account/email/edit'),
    member(async ({ request, account, session }) => {
      const newEmail = session.pendingEmailChange
      if (!newEmail)
        return flowError(
          EDIT_PAGE,
          'お手続きの有効期限が切れました。もう一度メールアドレスを入力してください。',
        )
      const pinCode = text(await readBody(request), 'pinCode').trim()
      const errors = pinCodeErrors(pinCode, pinDisplayName('mailEdit'))
      if (errors.length > 0) return invalid(errors)
      if (findAccountByEmail(newEmail)) return emailTaken()
      if (!consumePin('mailEdit', newEmail, pinCode)) return pinRejected()
      const oldEmail = account.email
      account.email = newEmail
      account.isEmailVerified = true
      session.pendingEmailChange = null
      noticeEmailChanged(request, account, oldEmail)
      return redirectTo('/mypage/email/edit/complete')
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/email/edit/complete/screen-data'),
    completion('/mypage', ({ account }) => ({ contactEmail: account.email })),
  ),

  http.get(
    route('/zapi/internal/mypage/email/verify/screen-data'),
    member(({ account }) => {
      if (account.isEmailVerified) return redirectTo('/mypage')
      const body: MypageEmailVerifyScreenData = {
        contactEmail: account.email,
        pinCodeStatus: pinCodeStatus('mailVerify', account.email),
      }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/account/email/verify'),
    member(async ({ request, account }) => {
      const pinCode = text(await readBody(request), 'pinCode').trim()
      const errors = pinCodeErrors(pinCode, pinDisplayName('mailVerify'))
      if (errors.length > 0) return invalid(errors)
      if (!consumePin('mailVerify', account.email, pinCode)) return pinRejected()
      account.isEmailVerified = true
      return redirectTo('/mypage/email/verify/complete')
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/email/verify/complete/screen-data'),
    completion('/mypage', ({ account }) => ({ contactEmail: account.email })),
  ),
]
