import { useForm } from 'react-hook-form'
import { postSignup } from '~generated/api/signup/signup'
import type { SignupConfirmScreenData } from '~generated/api/model'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { forgetSignupDrafts } from '../draft'
import { useRegistrationFailure } from '../form/use-registration-failure'
import { holdInput, type HeldInput } from '../held-input'

/**
 * POST /zapi/signup with the confirmed values and consents of the screen data plus what only this
 * page's memory holds (password, PIN). Without it (a reload) the registration goes on only when
 * the password is optional (`isPasswordRequired` false: external sign-up). Success signs the new
 * member in: the completion page is loaded afresh so the whole site sees it, and nothing of the
 * sign-up stays in the tab. A failure is worded by the registration catalogue.
 */
export function useRegister(data: SignupConfirmScreenData, held: HeldInput | null) {
  const form = useForm()
  const registration = useRegistrationFailure()
  const canRegister = held !== null || !data.isPasswordRequired
  const { submit, pending, retryAt } = useFormSubmit(
    form,
    async () => {
      registration.clear()
      // The register button waits for the held input (the page asks to type it again).
      if (!canRegister) throw new Error('No password held in memory to register')
      return postSignup({
        ...data.inputtedData,
        ...(held?.password && { password: held.password, passwordConfirm: held.passwordConfirm }),
        pinCode: held?.pinCode ?? null,
        policyConsentData: data.policyConsentData,
      })
    },
    {
      next: '/signup/complete',
      fullLoad: true,
      onSuccess: () => {
        forgetSignupDrafts()
        holdInput(null)
      },
      onFailure: registration.report,
    },
  )
  return { form, submit, pending, failure: registration.failure, retryAt, canRegister }
}
