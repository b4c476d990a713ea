import { Outlet, createFileRoute } from '@tanstack/react-router'
import { useLayoutProps } from '~/app/layout-props'
import { OidcLayout } from '~/components/layouts/OidcLayout'

/** Pathless layout of the provider (OIDC) screens: sign-in, sign-up, account choice, consent, error. */
export const Route = createFileRoute('/_oidc')({
  component: OidcLayoutRoute,
})

function OidcLayoutRoute() {
  return (
    <OidcLayout {...useLayoutProps()}>
      <Outlet />
    </OidcLayout>
  )
}
