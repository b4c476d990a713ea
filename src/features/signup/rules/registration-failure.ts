import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { isApiError } from '~/lib/api/api-error'
import { ERROR_MESSAGES, serverSentence } from '~/lib/api/error-messages'

/** The sign-up error catalogue (spec 01 §8): the client's exact wording of each code. */
export const CATALOGUED: Partial<Record<string, MessageDescriptor>> = {
  ACCOUNT_ALREADY_EXISTS_USER_ID: ERROR_MESSAGES.ACCOUNT_ALREADY_EXISTS_USER_ID,
  ACCOUNT_ALREADY_EXISTS_EMAIL: ERROR_MESSAGES.ACCOUNT_ALREADY_EXISTS_EMAIL,
  ACCOUNT_ALREADY_EXISTS_EXTERNAL_EMAIL: ERROR_MESSAGES.ACCOUNT_ALREADY_EXISTS_EXTERNAL_EMAIL,
  ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD: ERROR_MESSAGES.ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD,
  PIN_CODE_ERROR: ERROR_MESSAGES.PIN_CODE_ERROR,
}

/** A login ID found taken as its field is left (GET /zapi/signup/login-id/verify). */
export const LOGIN_ID_TAKEN = {
  ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD: CATALOGUED.ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD,
  ACCOUNT_ALREADY_EXISTS_USER_ID: CATALOGUED.ACCOUNT_ALREADY_EXISTS_USER_ID,
}

/** Under the fields that went wrong (ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD and the like). */
export const FIELDS_SUMMARY = msg`登録処理に失敗しました。上記エラー内容をご確認ください。`
export const REGISTRATION_ERROR = msg`登録エラーが発生しました。`
export const REGISTRATION_TIMEOUT = ERROR_MESSAGES.REGISTRATION_TIMEOUT

const TIMEOUT_CODES = new Set(['REGISTRATION_TIMEOUT', 'GATEWAY_TIMEOUT'])
const EMAIL_TAKEN_CODES: ReadonlySet<string> = new Set([
  'ACCOUNT_ALREADY_EXISTS_EMAIL',
  'ACCOUNT_ALREADY_EXISTS_EXTERNAL_EMAIL',
])

/** The e-mail is refused as already registered (by an account, or an external one). */
export const isEmailTaken = (code: string | undefined): boolean =>
  code !== undefined && EMAIL_TAKEN_CODES.has(code)

export interface RegistrationFailure {
  /** The form-level text: catalogued, else the server's, else '登録エラーが発生しました。'. */
  message: MessageDescriptor | string
  code: string | undefined
  requestId: string | undefined
  /** The e-mail belongs to an account already: offer the login page. */
  offersLogin: boolean
  /** The registration may have happened anyway: offer the login page before trying again. */
  timedOut: boolean
}

/** What the confirm and register calls' failures say to the visitor (spec 01 §8). */
export function describeRegistrationFailure(error: unknown): RegistrationFailure {
  if (!isApiError(error)) {
    return {
      message: REGISTRATION_ERROR,
      code: undefined,
      requestId: undefined,
      offersLogin: false,
      timedOut: false,
    }
  }
  const timedOut = error.status === 504 || TIMEOUT_CODES.has(error.code)
  const catalogued = timedOut ? REGISTRATION_TIMEOUT : CATALOGUED[error.code]
  return {
    message: catalogued ?? serverSentence(serverMessage(error.body)) ?? REGISTRATION_ERROR,
    code: error.code,
    requestId: error.requestId,
    offersLogin: isEmailTaken(error.code),
    timedOut,
  }
}

/** The text the server gave (ApiError's own message falls back to an English status line). */
const serverMessage = (body: unknown): unknown =>
  (body as { message?: unknown } | undefined)?.message
