import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SigninIdentifierType } from '~generated/api/model'
import { ERROR_MESSAGES } from '~/lib/api/error-messages'
import { EMAIL_REQUIRED_MESSAGE } from '~/lib/rules/email-messages'

/* The sign-in form's required messages, apart from its schema (login-schema.ts, loaded lazily). */

export const PASSWORD_REQUIRED = ERROR_MESSAGES.PASSWORD_NOT_ENTERED

/** The identifier's required message (spec 01 §5; the login-ID-only wording is ours). */
export const IDENTIFIER_REQUIRED: Record<SigninIdentifierType, MessageDescriptor> = {
  Email: EMAIL_REQUIRED_MESSAGE,
  LoginId: msg`ログインIDを入力してください。`,
  // Spec 01 §5's words, the one 'ユーザID' left besides ACCOUNT_ALREADY_EXISTS_USER_ID (01 §8);
  // the site's term is otherwise 'ログインID' (spec 02).
  EmailOrLoginId: msg`メールアドレスまたはユーザIDを入力してください。`,
}
