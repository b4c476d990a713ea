import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import * as z from 'zod/mini'
import type { PasswordStrength } from '~generated/api/model'
import { messageId } from '../forms/messages'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 30

/** ASCII letters, digits and symbols (printable ASCII without space). */
const ALLOWED = /^[\x21-\x7E]*$/
const SYMBOL = /[!-/:-@[-`{-~]/

export interface PasswordRule {
  id: 'length' | 'lowercase' | 'digit' | 'uppercase' | 'symbol'
  /** Checklist label. */
  label: MessageDescriptor
  /** Validation message when the rule is broken. */
  message: MessageDescriptor
  test: (password: string) => boolean
}

const LENGTH: PasswordRule = {
  id: 'length',
  label: msg`8文字以上30文字以下`,
  message: msg`パスワードは8文字以上で設定してください。`,
  test: (p) => p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH,
}
const LOWERCASE: PasswordRule = {
  id: 'lowercase',
  label: msg`小文字を含む`,
  message: msg`パスワードには少なくとも1つの小文字が必要です。`,
  test: (p) => /[a-z]/.test(p),
}
const DIGIT: PasswordRule = {
  id: 'digit',
  label: msg`数字を含む`,
  message: msg`パスワードには少なくとも1つの数字が必要です。`,
  test: (p) => /[0-9]/.test(p),
}
const UPPERCASE: PasswordRule = {
  id: 'uppercase',
  label: msg`大文字を含む`,
  message: msg`パスワードには少なくとも1つの大文字が必要です。`,
  test: (p) => /[A-Z]/.test(p),
}
const SYMBOL_RULE: PasswordRule = {
  id: 'symbol',
  label: msg`記号を含む`,
  message: msg`パスワードには少なくとも1つの記号が必要です。`,
  test: (p) => SYMBOL.test(p),
}

/** The rules of the store's strength setting, in checklist order (spec 02 §5). */
export function passwordRules(strength: PasswordStrength | null | undefined): PasswordRule[] {
  const rules = [LENGTH, LOWERCASE, DIGIT]
  if (strength === 'UPPER_CASE' || strength === 'UPPER_CASE_SYMBOL') rules.push(UPPERCASE)
  if (strength === 'SYMBOL' || strength === 'UPPER_CASE_SYMBOL') rules.push(SYMBOL_RULE)
  return rules
}

/** A new password under the store's rules; the first broken rule gives the message. */
export function passwordSchema(strength: PasswordStrength | null | undefined) {
  const rules = passwordRules(strength).filter((rule) => rule.id !== 'length')
  return z.string().check(
    z.minLength(PASSWORD_MIN_LENGTH, messageId(msg`パスワードは8文字以上で設定してください。`)),
    z.maxLength(PASSWORD_MAX_LENGTH, messageId(msg`パスワードは30文字以下で設定してください。`)),
    z.regex(ALLOWED, messageId(msg`パスワードに使用できない文字が含まれています。`)),
    z.superRefine((password: string, ctx) => {
      const broken = rules.find((rule) => !rule.test(password))
      if (broken) ctx.addIssue({ code: 'custom', message: messageId(broken.message) })
    }),
  )
}

/** Message of a confirmation that differs from the password. */
export const PASSWORD_MISMATCH = msg`パスワードが一致しません`

/**
 * The confirmation field of a new password: required, with the flow's own `required` message (so
 * it stays in the flow's catalog); whether it matches is `confirmsPassword`.
 */
export function passwordConfirmationSchema(required: MessageDescriptor) {
  return z.string().check(z.minLength(1, messageId(required)))
}

/** The check across fields that the confirmation `confirm` repeats the password `password`. */
export function confirmsPassword<T extends Record<string, unknown>>(
  password: keyof T & string,
  confirm: keyof T & string,
) {
  return z.refine<T>((values) => values[password] === values[confirm], {
    path: [confirm],
    message: messageId(PASSWORD_MISMATCH),
  })
}
