import { Outlet, createFileRoute } from '@tanstack/react-router'
import { useLayoutProps } from '~/app/layout-props'
import { GuestLayout } from '~/components/layouts/GuestLayout'

/** Pathless layout of public pages (home, licences…). */
export const Route = createFileRoute('/_guest')({
  component: GuestLayoutRoute,
})

function GuestLayoutRoute() {
  return (
    <GuestLayout {...useLayoutProps()}>
      <Outlet />
    </GuestLayout>
  )
}
