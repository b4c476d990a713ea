import { msg } from '@lingui/core/macro'

/** Messages of the sign-up form's own rules; the field's label says what is missing. */
export const REQUIRED_INPUT = msg`入力してください。`
export const REQUIRED_CHOICE = msg`選択してください。`
export const REQUIRED_CHECK = msg`チェックを入れてください。`
export const TEXT_TOO_LONG = msg`300文字以内で入力してください。`
export const POLICY_REQUIRED = msg`同意が必須です。`
export const PARENTAL_CONSENT_REQUIRED = msg`18歳未満の方は保護者の同意が必要です。`

/** Longest texts of the profile fields (the contract's limits), each with its message. */
export const TOO_LONG = {
  50: msg`50文字以内で入力してください。`,
  100: msg`100文字以内で入力してください。`,
  200: msg`200文字以内で入力してください。`,
} as const
export const SEX_REQUIRED = msg`性別を選択してください。`
export const LOGIN_ID_TOO_SHORT = msg`ログインIDは6文字以上です。`
export const LOGIN_ID_TOO_LONG = msg`ログインIDは15文字以下です。`
export const LOGIN_ID_CHARACTERS = msg`半角英数字で入力してください。`
export const PASSWORD_REQUIRED = msg`パスワードを入力してください。`
