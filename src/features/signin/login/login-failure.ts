import { msg } from '@lingui/core/macro'
import type { SigninIdentifierType } from '~generated/api/model'
import type { FailureMessages } from '~/components/form-submit/use-form-failure'
import { IDENTIFIER_REQUIRED, PASSWORD_REQUIRED } from './login-messages'

const TRY_AGAIN_LATER = msg`しばらく時間をおいてから再度お試しください。`

/** The sign-in failures of the catalogue (spec 01 §8), as this site words them. */
export function loginFailureMessages(identifier: SigninIdentifierType): FailureMessages {
  return {
    LOGIN_FAILED: msg`ログインに失敗しました。`,
    EMAIL_NOT_ENTERED: IDENTIFIER_REQUIRED[identifier],
    PASSWORD_NOT_ENTERED: PASSWORD_REQUIRED,
    LOGIN_PROHIBITED: msg`このアカウントではログインできません。`,
    USER_CODE_INCORRECT: msg`認証コードが正しくありません。`,
    EMAIL_OR_PASSWORD_INCORRECT: msg`メールアドレスまたはパスワードが正しくありません。`,
    USER_ID_OR_PASSWORD_INCORRECT: msg`ログインIDまたはパスワードが正しくありません。`,
    TRY_AGAIN_LATER,
    RATE_LIMITED: TRY_AGAIN_LATER,
  }
}
