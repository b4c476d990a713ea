import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { getAccountLoginIdVerify } from '~generated/api/mypage-account/mypage-account'
import { isApiError } from '~/lib/api/api-error'
import { loginIdEditIssue, type LoginIdEditInput, type LoginIdEditValues } from './login-id-schema'

export const LOGIN_ID_TAKEN_ON_CHECK = msg`このログインIDは既に使用されています。`

/** Codes of a login ID someone else has (or that the store keeps for itself). */
export const LOGIN_ID_TAKEN_CODES = new Set([
  'ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD',
  'ACCOUNT_ALREADY_EXISTS_USER_ID',
])

/**
 * The availability check of the login ID field on blur (spec 02 §5, `GET
 * /zapi/account/login-id/verify`): an ID that breaks the rules shows their message without asking;
 * a taken one 'このログインIDは既に使用されています。'. An answer that comes after the member typed
 * on is dropped; a check that fails otherwise says nothing (the save checks again).
 */
export function useLoginIdAvailability(
  form: UseFormReturn<LoginIdEditInput, unknown, LoginIdEditValues>,
  current: string | null,
) {
  const { i18n } = useLingui()
  const lastChecked = useRef<string | null>(null)

  return async function checkOnBlur() {
    const loginId = form.getValues('loginId').trim()
    if (loginId === '' || loginId === lastChecked.current) return
    if (loginIdEditIssue(loginId, current)) {
      await form.trigger('loginId')
      return
    }
    lastChecked.current = loginId
    form.clearErrors('loginId')
    try {
      await getAccountLoginIdVerify({ loginId })
    } catch (error) {
      const stillTyped = form.getValues('loginId').trim() === loginId
      if (!stillTyped || !isApiError(error)) return
      if (LOGIN_ID_TAKEN_CODES.has(error.code)) {
        form.setError('loginId', { type: 'server', message: i18n._(LOGIN_ID_TAKEN_ON_CHECK) })
      } else if (error.status === 400 && error.fieldErrors[0]) {
        form.setError('loginId', { type: 'server', message: error.fieldErrors[0].message })
      } else {
        // Not known to be free: asked again on the next blur.
        lastChecked.current = null
      }
    }
  }
}
