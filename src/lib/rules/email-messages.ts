import { msg } from '@lingui/core/macro'

/*
 * The e-mail rules' limits and messages, apart from their schema (email.ts), so that pages can
 * word failures without loading Zod.
 */

export const EMAIL_MAX_LENGTH = 191

export const EMAIL_REQUIRED_MESSAGE = msg`メールアドレスを入力してください。`
export const EMAIL_TOO_LONG_MESSAGE = msg`メールアドレスは191文字以内で入力してください。`
export const EMAIL_FORMAT_MESSAGE = msg`メールアドレスの形式が正しくありません。`
