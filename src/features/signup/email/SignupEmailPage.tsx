import { useSuspenseQuery } from '@tanstack/react-query'
import {
  postSignupEmail,
  getGetSignupEmailScreenDataSuspenseQueryOptions,
} from '~generated/api/signup/signup'
import { DeferredSignupEmailForm } from './DeferredSignupEmailForm'

/**
 * /signup/email: the address the sign-up PIN goes to. Coming back (from the PIN screen, or after
 * the sign-up expired and restarted) the address is filled in again.
 */
export function SignupEmailPage() {
  const { data } = useSuspenseQuery(getGetSignupEmailScreenDataSuspenseQueryOptions())
  return <DeferredSignupEmailForm data={data} send={postSignupEmail} />
}
