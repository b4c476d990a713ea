import { useState } from 'react'
import { postSignup } from '~generated/api/signup/signup'
import type { SignupFormValues } from '~generated/api/model'
import { openFlowError } from '~/components/flow-error/flow-error-store'
import { isApiError } from '~/lib/api/api-error'
import { safeRedirectPath } from '~/lib/security/safe-redirect'
import { forgetSignupDrafts } from '../draft'
import { holdInput, type HeldInput } from '../held-input'
import {
  describeRegistrationFailure,
  type RegistrationFailure,
} from '../rules/registration-failure'

/**
 * POST /zapi/signup with the confirmed values plus what only this page's memory holds. Success
 * signs the new member in: the completion page is loaded afresh so the whole site sees it.
 */
export function useRegister(values: SignupFormValues, held: HeldInput | null) {
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<RegistrationFailure | null>(null)
  const [retryAt, setRetryAt] = useState<number | null>(null)

  const register = async () => {
    if (!held) return
    setPending(true)
    setFailure(null)
    try {
      const answer = await postSignup({
        ...values,
        ...(held.password && { password: held.password, passwordConfirm: held.passwordConfirm }),
        pinCode: held.pinCode,
        policyConsentData: held.policyConsentData,
      })
      if (answer?.flowError) {
        openFlowError(answer.flowError)
      } else {
        forgetSignupDrafts()
        holdInput(null)
        window.location.assign(safeRedirectPath(answer?.redirectTo, '/signup/complete'))
        return // the page is leaving: the button stays busy
      }
    } catch (error) {
      setFailure(describeRegistrationFailure(error))
      if (isApiError(error) && error.status === 429 && error.retryAfterSeconds) {
        setRetryAt(Date.now() + error.retryAfterSeconds * 1000)
      }
    }
    setPending(false)
  }

  return { register, pending, failure, retryAt }
}
