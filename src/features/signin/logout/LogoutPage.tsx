import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetLogoutScreenDataSuspenseQueryOptions } from '~generated/api/signin/signin'
import { LoggedOut } from './LoggedOut'
import { LogoutConfirmation } from './LogoutConfirmation'

/** /logout: the confirmation while signed in, the logged-out notice afterwards. */
export function LogoutPage() {
  const { data } = useSuspenseQuery(getGetLogoutScreenDataSuspenseQueryOptions())
  return data.isSignedIn ? (
    <LogoutConfirmation data={data} />
  ) : (
    <LoggedOut redirectUrl={data.redirectUrl} redirectAfterSeconds={data.redirectAfterSeconds} />
  )
}
