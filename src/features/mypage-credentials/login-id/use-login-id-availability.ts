import { msg } from '@lingui/core/macro'
import type { UseFormReturn } from 'react-hook-form'
import { getAccountLoginIdVerify } from '~generated/api/mypage-credentials/mypage-credentials'
import { useLoginIdCheck } from '~/components/form/use-login-id-check'
import { loginIdEditIssue, type LoginIdEditInput, type LoginIdEditValues } from './login-id-schema'

export const LOGIN_ID_TAKEN_ON_CHECK = msg`このログインIDは既に使用されています。`

/** Codes of a login ID someone else has (or that the store keeps for itself). */
export const LOGIN_ID_TAKEN_CODES = new Set([
  'ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD',
  'ACCOUNT_ALREADY_EXISTS_USER_ID',
])

/**
 * The availability check of the login ID field on blur (spec 02 §5, `GET
 * /zapi/account/login-id/verify`): a taken ID says 'このログインIDは既に使用されています。'.
 */
export function useLoginIdAvailability(
  form: UseFormReturn<LoginIdEditInput, unknown, LoginIdEditValues>,
  current: string | null,
) {
  return useLoginIdCheck(form, 'loginId', {
    breaksRules: (loginId) => loginIdEditIssue(loginId, current) !== undefined,
    verify: (loginId) => getAccountLoginIdVerify({ loginId }),
    taken: Object.fromEntries(
      [...LOGIN_ID_TAKEN_CODES].map((code) => [code, LOGIN_ID_TAKEN_ON_CHECK]),
    ),
  })
}
