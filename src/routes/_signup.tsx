import { Outlet, createFileRoute } from '@tanstack/react-router'
import { SignupFrame } from '~/features/signup/SignupFrame'
import { GuestLayoutRoute } from '~/app/layout-routes'

/** Pathless layout of the sign-up pages: the guest layout with the sign-up step bar. */
export const Route = createFileRoute('/_signup')({
  component: SignupLayoutRoute,
})

function SignupLayoutRoute() {
  return (
    <GuestLayoutRoute>
      <SignupFrame>
        <Outlet />
      </SignupFrame>
    </GuestLayoutRoute>
  )
}
