import type { FieldError, PasswordStrength } from '~generated/api/model'
import { fieldError } from '../http'
import { mockBackend } from '../state/backend-state'
import { isoJst } from '../state/dates'
import { noticePasswordChanged } from '../state/security-notices'
import type { MemberAccount } from '../state/types'

/** The password rules of spec 01 §5 / 02 §5, with their messages, for the field named `field`. */
export function passwordErrors(
  password: string,
  strength: PasswordStrength,
  field = 'password',
): FieldError[] {
  const error = (message: string) => [fieldError(field, 'VALIDATION_ERROR', message)]
  if (password.length < 8) return error('パスワードは8文字以上で設定してください。')
  if (password.length > 30) return error('パスワードは30文字以下で設定してください。')
  if (!/^[\x21-\x7E]+$/.test(password))
    return error('パスワードに使用できない文字が含まれています。')
  const needsUpper = strength === 'UPPER_CASE' || strength === 'UPPER_CASE_SYMBOL'
  const needsSymbol = strength === 'SYMBOL' || strength === 'UPPER_CASE_SYMBOL'
  const missing =
    !/[a-z]/.test(password) ||
    !/[0-9]/.test(password) ||
    (needsUpper && !/[A-Z]/.test(password)) ||
    (needsSymbol && !/[^A-Za-z0-9]/.test(password))
  return missing ? error('パスワードには少なくとも1つの小文字/数字/大文字/記号が必要です。') : []
}

export function confirmationErrors(
  password: string,
  confirmation: string,
  field = 'passwordConfirm',
): FieldError[] {
  return password === confirmation
    ? []
    : [fieldError(field, 'VALIDATION_ERROR', 'パスワードが一致しません')]
}

/** The current password or an earlier one (INVALID_PASSWORD_REUSED). */
export const isReusedPassword = (account: MemberAccount, password: string): boolean =>
  account.password === password || account.previousPasswords.includes(password)

/** Sets the member's password (keeping the earlier one for reuse checks) and tells them by e-mail. */
export function changePassword(request: Request, account: MemberAccount, password: string): void {
  const previous = account.password
  if (previous !== null) account.previousPasswords.push(previous)
  account.password = password
  account.passwordUpdatedAt = isoJst(mockBackend.now())
  noticePasswordChanged(request, account, previous === null)
}
