import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetSignupConfirmScreenDataSuspenseQueryOptions } from '~generated/api/signup/signup'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import type { SignupConfirmFormProps } from './SignupConfirmForm'

/**
 * its code loads with the page (decision 0025). The password it registers is
 * held in this page's memory, which a page loaded from the server never has: its server HTML
 * (nothing held) is what the hydrated form shows too.
 */
export const DeferredSignupConfirmForm = lazyForm<SignupConfirmFormProps>(() =>
  import('./SignupConfirmForm').then((module) => module.SignupConfirmForm),
)

/** /signup/confirm: the values to register, a way back to fix them, and the registration. */
export function SignupConfirmPage() {
  const { data } = useSuspenseQuery(getGetSignupConfirmScreenDataSuspenseQueryOptions())
  return <DeferredSignupConfirmForm data={data} />
}
