import { Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { GuestLayout } from '~/components/layouts/GuestLayout'
import { LoginLayout } from '~/components/layouts/LoginLayout'
import { OidcLayout } from '~/components/layouts/OidcLayout'
import { useLayoutProps } from '~/app/layout-props'

/*
 * Components of the pathless layout routes. A layout route file is then just
 *
 *   export const Route = createFileRoute('/_login')({ component: LoginLayoutRoute })
 *
 * (`_oidc` is created together with its first child page — a pathless layout without children
 * collides with "/" in the generator.) The account layout is in account-layout-route.tsx.
 */

/** `children` wrap the page of a layout that adds its own frame (e.g. the sign-up step bar). */
export function GuestLayoutRoute({ children }: { children?: ReactNode }) {
  return <GuestLayout {...useLayoutProps()}>{children ?? <Outlet />}</GuestLayout>
}

export function LoginLayoutRoute() {
  return (
    <LoginLayout {...useLayoutProps()}>
      <Outlet />
    </LoginLayout>
  )
}

export function OidcLayoutRoute() {
  return (
    <OidcLayout {...useLayoutProps()}>
      <Outlet />
    </OidcLayout>
  )
}
