import { http } from 'msw'
import type {
  PasswordForgotCompleteScreenData,
  PasswordResetScreenData,
} from '~generated/api/model'
import {
  changePassword,
  confirmationErrors,
  isReusedPassword,
  passwordErrors,
} from '../auth/passwords'
import { clearFailures } from '../auth/rate-limit'
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
import { sendResetLink, usableResetToken } from '../state/reset-tokens'
import { findAccountByEmail, findAccountById, guestSession } from '../state/sessions'
import { emailErrors } from '../validation'
import { visitor } from './context'

const TOKEN_INVALID_MESSAGE =
  'パスワード再設定用のリンクの有効期限が切れています。もう一度お手続きください。'

export const passwordResetHandlers = [
  http.get(route('/zapi/internal/forgetpassword/screen-data'), ({ request }) =>
    redirectTo(`/password/forgot${new URL(request.url).search}`),
  ),
  http.get(route('/zapi/internal/newpassword/screen-data'), ({ request }) =>
    redirectTo(`/password/reset${new URL(request.url).search}`),
  ),

  http.get(
    route('/zapi/internal/password/forgot/screen-data'),
    visitor(({ url, state }) => {
      if (!state.store.status.isPasswordLoginEnabled) return redirectTo('/login')
      const returnTo = safeReturnTo(url.searchParams.get('returnTo'))
      return ok({
        loginUrl: returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login',
      })
    }),
  ),

  http.post(route('/zapi/auth/password/forgot'), async ({ request }) => {
    const email = text(await readBody(request), 'email').trim()
    const errors = emailErrors(email)
    if (errors.length > 0) return invalid(errors)
    const { session, cookies } = guestSession(request)
    session.passwordForgotEmail = email
    const account = findAccountByEmail(email)
    // The same answer whatever the address; only a member with a password gets the link.
    if (account && account.password !== null) sendResetLink(account)
    return redirectTo('/password/forgot/complete', { cookies })
  }),

  http.get(
    route('/zapi/internal/password/forgot/complete/screen-data'),
    visitor(({ session }) => {
      const email = session?.passwordForgotEmail
      if (!email) return redirectTo('/password/forgot')
      const body: PasswordForgotCompleteScreenData = {
        email,
        mailArrivalMinutes: 15,
        loginUrl: '/login',
      }
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/internal/password/reset/screen-data'),
    visitor(({ url, state }) => {
      const passwordStrength = state.store.registrationSetting.passwordStrength
      const value = url.searchParams.get('token')
      if (!value) return ok({ email: null, passwordStrength } satisfies PasswordResetScreenData)
      const token = usableResetToken(value)
      const account = token ? findAccountById(token.accountId) : undefined
      if (!account) {
        return ok({
          email: null,
          passwordStrength,
          flowError: { redirectTo: '/password/forgot', message: TOKEN_INVALID_MESSAGE },
        })
      }
      return ok({ email: account.email, passwordStrength } satisfies PasswordResetScreenData)
    }),
  ),

  http.post(route('/zapi/auth/password/reset'), async ({ request }) => {
    const body = await readBody(request)
    const password = text(body, 'password')
    const strength = mockBackend.state.store.registrationSetting.passwordStrength
    const errors = [
      ...(text(body, 'token') === ''
        ? [
            fieldError(
              'token',
              'VALIDATION_ERROR',
              'パスワード再設定用のリンクが正しくありません。',
            ),
          ]
        : []),
      ...passwordErrors(password, strength),
      ...confirmationErrors(password, text(body, 'passwordConfirm')),
    ]
    if (errors.length > 0) return invalid(errors)
    const token = usableResetToken(text(body, 'token'))
    const account = token ? findAccountById(token.accountId) : undefined
    if (!token || !account)
      return fail(422, 'RESET_TOKEN_INVALID', TOKEN_INVALID_MESSAGE, {
        redirectTo: '/password/forgot',
      })
    if (isReusedPassword(account, password)) {
      const message = '以前使用したパスワードは設定できません。'
      return fail(422, 'INVALID_PASSWORD_REUSED', message, {
        errors: [fieldError('password', 'INVALID_PASSWORD_REUSED', message)],
      })
    }
    token.used = true
    changePassword(request, account, password)
    clearFailures(account.email)
    // The completion page says so only to the browser that reset the password.
    const { session, cookies } = guestSession(request)
    session.completed.passwordReset = true
    return redirectTo('/password/reset/complete', { cookies })
  }),

  http.get(
    route('/zapi/internal/password/reset/complete/screen-data'),
    visitor(({ session }) =>
      session?.completed.passwordReset
        ? ok({ loginUrl: '/login' })
        : redirectTo('/password/forgot'),
    ),
  ),
]
