import type { ErrorCode, FieldError, SigninIdentifierType } from '~generated/api/model'
import { fail, fieldError, text, type Body } from '../http'
import { mockBackend } from '../state/backend-state'
import { consumePin, pinDisplayName } from '../state/pins'
import { findAccountByEmail } from '../state/sessions'
import { emailErrors } from '../validation'
import { canSignInByEmail } from '../views/account'
import { clearFailures, lockedOutFor, recordFailure } from './rate-limit'
import { accountByIdentifier, passFirstFactor, recordLogin } from './sign-in'

export type LoginAttempt =
  | { ok: true; redirectTo: string; cookies: string[] }
  | {
      ok: false
      status: number
      code: ErrorCode
      message: string
      errors?: FieldError[]
      retryAfterSeconds?: number
    }

const refused = (
  status: number,
  code: ErrorCode,
  message: string,
  extras: { errors?: FieldError[]; retryAfterSeconds?: number } = {},
): LoginAttempt => ({
  ok: false,
  status,
  code,
  message,
  ...extras,
})

export const attemptResponse = (attempt: Extract<LoginAttempt, { ok: false }>): Response =>
  fail(attempt.status, attempt.code, attempt.message, {
    errors: attempt.errors,
    retryAfterSeconds: attempt.retryAfterSeconds,
  })

const IDENTIFIER_KINDS: SigninIdentifierType[] = ['EmailOrLoginId', 'Email', 'LoginId']

function tooManyAttempts(identifier: string): LoginAttempt | undefined {
  const retryAfterSeconds = lockedOutFor(identifier)
  if (retryAfterSeconds === undefined) return undefined
  return refused(
    429,
    'TRY_AGAIN_LATER',
    'ログインに連続して失敗したため、しばらく時間をおいてから再度お試しください。',
    { retryAfterSeconds },
  )
}

function validationFailure(errors: FieldError[]): LoginAttempt {
  const [first] = errors
  return errors.length === 1 && first.code
    ? refused(400, first.code, first.message, { errors })
    : refused(400, 'VALIDATION_ERROR', '入力内容に誤りがあります。', { errors })
}

/** POST /login with identifier and password (spec 01 §5, §7, §8). */
function passwordAttempt(request: Request, body: Body, returnTo: string): LoginAttempt {
  const { store } = mockBackend.state
  const loginIdsOn = store.status.isLoginIdEnabled === true
  const kind =
    IDENTIFIER_KINDS.find((candidate) => candidate === text(body, 'loginMethodType')) ?? 'Email'
  const identifier = text(body, 'value').trim()
  const password = text(body, 'password')

  const errors: FieldError[] = []
  if (identifier === '') {
    const message = loginIdsOn
      ? 'メールアドレスまたはユーザIDを入力してください。'
      : 'メールアドレスを入力してください。'
    errors.push(fieldError('value', 'EMAIL_NOT_ENTERED', message))
  } else if (kind === 'Email' || !loginIdsOn) {
    errors.push(...emailErrors(identifier, 'value'))
  }
  if (password === '')
    errors.push(fieldError('password', 'PASSWORD_NOT_ENTERED', 'パスワードを入力してください。'))
  if (errors.length > 0) return validationFailure(errors)

  if (!store.status.isPasswordLoginEnabled)
    return refused(403, 'FORBIDDEN', 'パスワードでのログインはご利用いただけません。')
  if (store.status.isAntiBotEnabled && text(body, 'token') === '') {
    return refused(403, 'FORBIDDEN', 'ロボットによるアクセスではないことを確認できませんでした。')
  }
  const lockedOut = tooManyAttempts(identifier)
  if (lockedOut) return lockedOut

  const account = accountByIdentifier(kind, identifier)
  const loginMethod = identifier.includes('@') ? 'EmailPassword' : 'LoginIdPassword'
  if (!account || account.password === null || account.password !== password) {
    recordFailure(identifier)
    if (account)
      recordLogin(request, account, {
        result: 'failure',
        userIdentifierName: identifier,
        loginMethod,
      })
    return loginIdsOn
      ? refused(
          401,
          'USER_ID_OR_PASSWORD_INCORRECT',
          'ログインIDまたはパスワードが正しくありません。',
        )
      : refused(
          401,
          'EMAIL_OR_PASSWORD_INCORRECT',
          'メールアドレスまたはパスワードが正しくありません。',
        )
  }
  if (account.isLocked)
    return refused(403, 'LOGIN_PROHIBITED', 'このアカウントではログインできません。')
  clearFailures(identifier)
  return { ok: true, ...passFirstFactor(request, account, returnTo, loginMethod, identifier) }
}

/** POST /login with the code e-mailed from /login/code. */
function codeAttempt(request: Request, body: Body, returnTo: string): LoginAttempt {
  const email = text(body, 'emailUserId').trim()
  const code = text(body, 'authCode').trim()
  const displayName = pinDisplayName('login')
  const errors = emailErrors(email, 'emailUserId')
  if (code === '')
    errors.push(fieldError('authCode', 'VALIDATION_ERROR', `${displayName}を入力してください。`))
  else if (!/^[0-9]{1,8}$/.test(code))
    errors.push(fieldError('authCode', 'VALIDATION_ERROR', '半角数字で入力してください。'))
  if (errors.length > 0) return validationFailure(errors)
  if (!mockBackend.state.store.isAuthCodeLoginEnabled)
    return refused(403, 'FORBIDDEN', '認証コードでのログインはご利用いただけません。')
  const lockedOut = tooManyAttempts(email)
  if (lockedOut) return lockedOut

  const account = findAccountByEmail(email)
  if (!account || !canSignInByEmail(account) || !consumePin('login', email, code)) {
    recordFailure(email)
    const message = `${displayName}が正しくありません。`
    return refused(401, 'USER_CODE_INCORRECT', message, {
      errors: [fieldError('authCode', 'USER_CODE_INCORRECT', message)],
    })
  }
  if (account.isLocked)
    return refused(403, 'LOGIN_PROHIBITED', 'このアカウントではログインできません。')
  clearFailures(email)
  return { ok: true, ...passFirstFactor(request, account, returnTo, 'EmailAuthCode', email) }
}

export function attemptLogin(request: Request, body: Body, returnTo: string): LoginAttempt {
  return text(body, 'loginMethod') === 'AuthCode'
    ? codeAttempt(request, body, returnTo)
    : passwordAttempt(request, body, returnTo)
}
