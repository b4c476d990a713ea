import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetSignupFormScreenDataSuspenseQueryOptions } from '~generated/api/signup/signup'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import type { SignupFormProps } from './SignupForm'

/** The member-information form: its code loads with the page (decision 0025). */
export const DeferredSignupForm = lazyForm<SignupFormProps>(() =>
  import('./SignupForm').then((module) => module.SignupForm),
)

/** /signup/form: the member information (SignupForm), then on to the confirm screen. */
export function SignupFormPage() {
  const { data } = useSuspenseQuery(getGetSignupFormScreenDataSuspenseQueryOptions())
  return <DeferredSignupForm data={data} />
}
