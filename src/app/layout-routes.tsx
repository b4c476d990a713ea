import { Outlet, useMatches } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AccountLayout } from '~/components/layouts/AccountLayout'
import { GuestLayout } from '~/components/layouts/GuestLayout'
import { LoginLayout } from '~/components/layouts/LoginLayout'
import { OidcLayout } from '~/components/layouts/OidcLayout'
import { useLayoutProps } from '~/app/layout-props'
import { useRootData } from '~/lib/root-data/use-root-data'

/*
 * Components of the pathless layout routes. A layout route file is then just
 *
 *   export const Route = createFileRoute('/_login')({ component: LoginLayoutRoute })
 *
 * (src/routes/_guest.tsx exists; `_account`, `_login` and `_oidc` are created together with their
 * first child page — a pathless layout without children collides with "/" in the generator.)
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

/**
 * Account area. The deepest matched route picks the navigation with
 * `staticData: { accountNav: 'menu' | 'back' | 'none', accountBackTo?: string }`.
 *
 * Still to wire when the account-header screen data exists: the member's profile image and name,
 * and whether they have a subscription plan (`userHasSubscriptionPlan`).
 */
export function AccountLayoutRoute() {
  const { storeStatus } = useRootData()
  const layoutProps = useLayoutProps()
  const staticData = useMatches({
    select: (matches) => matches[matches.length - 1]?.staticData,
  })
  return (
    <AccountLayout
      {...layoutProps}
      storeStatus={storeStatus}
      userHasSubscriptionPlan={false}
      navMode={staticData?.accountNav}
      backTo={staticData?.accountBackTo}
    >
      <Outlet />
    </AccountLayout>
  )
}
