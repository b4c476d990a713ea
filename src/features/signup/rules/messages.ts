import { msg } from '@lingui/core/macro'

/** Messages of the sign-up form's own rules (the profile's are in ~/lib/rules/profile). */
export const PARENTAL_CONSENT_REQUIRED = msg`18歳未満の方は保護者の同意が必要です。`
export const LOGIN_ID_MESSAGES = {
  characters: msg`半角英数字で入力してください。`,
  tooShort: msg`ログインIDは6文字以上です。`,
  tooLong: msg`ログインIDは15文字以下です。`,
} as const
export const PASSWORD_REQUIRED = msg`パスワードを入力してください。`
