import type { SigninIdentifierType } from '~generated/api/model'
import type { FailureMessages } from '~/components/form-submit/use-form-failure'
import { ERROR_MESSAGES } from '~/lib/api/error-messages'
import { IDENTIFIER_REQUIRED, PASSWORD_REQUIRED } from './login-messages'

/** The sign-in failures of the catalogue (spec 01 §8), as this site words them. */
export function loginFailureMessages(identifier: SigninIdentifierType): FailureMessages {
  return {
    LOGIN_FAILED: ERROR_MESSAGES.LOGIN_FAILED,
    EMAIL_NOT_ENTERED: IDENTIFIER_REQUIRED[identifier],
    PASSWORD_NOT_ENTERED: PASSWORD_REQUIRED,
    LOGIN_PROHIBITED: ERROR_MESSAGES.LOGIN_PROHIBITED,
    USER_CODE_INCORRECT: ERROR_MESSAGES.USER_CODE_INCORRECT,
    EMAIL_OR_PASSWORD_INCORRECT: ERROR_MESSAGES.EMAIL_OR_PASSWORD_INCORRECT,
    USER_ID_OR_PASSWORD_INCORRECT: ERROR_MESSAGES.USER_ID_OR_PASSWORD_INCORRECT,
    TRY_AGAIN_LATER: ERROR_MESSAGES.TRY_AGAIN_LATER,
    RATE_LIMITED: ERROR_MESSAGES.RATE_LIMITED,
  }
}
