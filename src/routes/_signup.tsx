import { Outlet, createFileRoute } from '@tanstack/react-router'
import { useLayoutProps } from '~/app/layout-props'
import { GuestLayout } from '~/components/layouts/GuestLayout'
import { SignupFrame } from '~/features/signup/SignupFrame'

/** Pathless layout of the sign-up pages: the guest layout with the sign-up step bar. */
export const Route = createFileRoute('/_signup')({
  component: SignupLayoutRoute,
})

function SignupLayoutRoute() {
  return (
    <GuestLayout {...useLayoutProps()}>
      <SignupFrame>
        <Outlet />
      </SignupFrame>
    </GuestLayout>
  )
}
