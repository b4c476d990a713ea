import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { messageId } from '../forms/messages'
import { normalizeAlphanumericCode, normalizeCode } from '../forms/normalize'

export const PIN_CODE_MAX_LENGTH = 8
export const OTP_LENGTH = 6
export const BACKUP_CODE_MAX_LENGTH = 20

/**
 * An e-mailed (or texted) PIN code (spec 01 §5): required, half-width digits only, not too long;
 * the messages name the code as the store calls it (`displayName`). They carry a value, so they
 * are translated here rather than passed on as message ids.
 */
export function pinCodeSchema(i18n: I18n, displayName: string) {
  return z.pipe(
    z.pipe(z.string(), z.transform(normalizeCode)),
    z
      .string()
      .check(
        z.minLength(1, i18n._(msg`${displayName}を入力してください。`)),
        z.maxLength(PIN_CODE_MAX_LENGTH, i18n._(msg`${displayName}は8桁以内で入力してください。`)),
        z.regex(/^[0-9]+$/, i18n._(msg`${displayName}は半角数字で入力してください。`)),
      ),
  )
}

/**
 * A form whose one field is the e-mailed code (`authCode`, as the sign-in and re-authentication
 * calls name it): the sign-in code step and re-authentication by code.
 */
export function authCodeFormSchema(i18n: I18n, displayName: string) {
  return z.object({ authCode: pinCodeSchema(i18n, displayName) })
}

/** A one-time password of an authenticator app: exactly 6 digits (spec 01 §5, §9). */
export function otpSchema() {
  return z.pipe(
    z.pipe(z.string(), z.transform(normalizeCode)),
    z
      .string()
      .check(z.regex(/^[0-9]{6}$/, messageId(msg`6桁のワンタイムパスワードを入力してください。`))),
  )
}

/** A single-use backup code: half-width letters, digits and hyphens. */
export function backupCodeSchema() {
  return z.pipe(
    z.pipe(z.string(), z.transform(normalizeAlphanumericCode)),
    z
      .string()
      .check(
        z.minLength(1, messageId(msg`バックアップコードを入力してください。`)),
        z.maxLength(BACKUP_CODE_MAX_LENGTH, messageId(msg`バックアップコードが長すぎます。`)),
        z.regex(
          /^[A-Za-z0-9-]+$/,
          messageId(msg`バックアップコードは半角英数字とハイフンで入力してください。`),
        ),
      ),
  )
}
