import { Outlet, createFileRoute } from '@tanstack/react-router'
import { useLayoutProps } from '~/app/layout-props'
import { LoginLayout } from '~/components/layouts/LoginLayout'

/** Pathless layout of the sign-in screens (sign-in, second factor, logout, re-authentication). */
export const Route = createFileRoute('/_login')({
  component: LoginLayoutRoute,
})

function LoginLayoutRoute() {
  return (
    <LoginLayout {...useLayoutProps()}>
      <Outlet />
    </LoginLayout>
  )
}
