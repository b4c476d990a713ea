import type { FieldError } from '~generated/api/model'
import { fail, fieldError } from './http'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The e-mail rules of spec 02 §5 with their messages. */
export function emailErrors(email: string, field = 'email'): FieldError[] {
  if (email.trim() === '')
    return [fieldError(field, 'EMAIL_NOT_ENTERED', 'メールアドレスを入力してください。')]
  if (email.length > 191)
    return [
      fieldError(field, 'VALIDATION_ERROR', 'メールアドレスは191文字以内で入力してください。'),
    ]
  if (!EMAIL_PATTERN.test(email))
    return [fieldError(field, 'VALIDATION_ERROR', 'メールアドレスの形式が正しくありません。')]
  return []
}

/** An e-mailed code: required (the message names it), half-width digits, at most 8. */
export function pinCodeErrors(code: string, displayName: string, field = 'pinCode'): FieldError[] {
  if (code.trim() === '')
    return [fieldError(field, 'VALIDATION_ERROR', `${displayName}を入力してください。`)]
  if (!/^[0-9]+$/.test(code.trim()))
    return [fieldError(field, 'VALIDATION_ERROR', '半角数字で入力してください。')]
  if (code.trim().length > 8)
    return [fieldError(field, 'VALIDATION_ERROR', `${displayName}は8桁以内で入力してください。`)]
  return []
}

const PIN_REJECTED = '認証に失敗しました。'

/** 422 PIN_CODE_ERROR: a wrong, used or expired code, shown on its field. */
export const pinRejected = (field = 'pinCode'): Response =>
  fail(422, 'PIN_CODE_ERROR', PIN_REJECTED, {
    errors: [fieldError(field, 'PIN_CODE_ERROR', PIN_REJECTED)],
  })

/** 429 for a code resent before its 30-second countdown ended. */
export const resendTooSoon = (seconds: number): Response =>
  fail(429, 'RATE_LIMITED', 'しばらく時間をおいてから再度お試しください。', {
    retryAfterSeconds: seconds,
  })

/** 409 ACCOUNT_ALREADY_EXISTS_EMAIL on the address field. */
export const emailTaken = (field = 'email'): Response => {
  const message = 'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。'
  return fail(409, 'ACCOUNT_ALREADY_EXISTS_EMAIL', message, {
    errors: [fieldError(field, 'ACCOUNT_ALREADY_EXISTS_EMAIL', message)],
  })
}
