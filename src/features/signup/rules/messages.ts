import { msg } from '@lingui/core/macro'

/** Messages of the sign-up form's own rules (the profile's are in ~/lib/rules/profile). */
export const PARENTAL_CONSENT_REQUIRED = msg`18歳未満の方は保護者の同意が必要です。`
export const PASSWORD_REQUIRED = msg`パスワードを入力してください。`
