import { useSuspenseQuery } from '@tanstack/react-query'
import {
  postSignupEmail,
  getGetSignupEmailScreenDataSuspenseQueryOptions,
} from '~generated/api/signup/signup'
import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import type { SignupEmailFormProps } from './SignupEmailForm'

/** Its code loads when the visitor first uses it (decision 0020). */
export const DeferredSignupEmailForm = deferUntilInteraction<SignupEmailFormProps>(() =>
  import('./SignupEmailForm').then((module) => module.SignupEmailForm),
)

/**
 * /signup/email: the address the sign-up PIN goes to. Coming back (from the PIN screen, or after
 * the sign-up expired and restarted) the address is filled in again.
 */
export function SignupEmailPage() {
  const { data } = useSuspenseQuery(getGetSignupEmailScreenDataSuspenseQueryOptions())
  return <DeferredSignupEmailForm data={data} send={postSignupEmail} />
}
