import { useSuspenseQuery } from '@tanstack/react-query'
import { Outlet, useMatches } from '@tanstack/react-router'
import { getGetAccountHeaderScreenDataSuspenseQueryOptions } from '~generated/api/root/root'
import { AccountLayout } from '~/components/layouts/AccountLayout'
import { defaultAccountNavMode } from '~/components/layouts/AccountNav'
import { useRootData } from '~/lib/root-data/use-root-data'
import { useLayoutProps } from './layout-props'

/**
 * Account area. The deepest matched route may pick the navigation with
 * `staticData: { accountNav: 'menu' | 'back' | 'none', accountBackTo?: string }`, else the menu's
 * own pages show the menu and the others a Back link (defaultAccountNavMode); the Back link
 * goes to the route's `accountBackTo`, else the header's `backUrl` (the page's `returnTo`, else
 * /mypage). The header data is loaded by the `_account` route.
 */
export function AccountLayoutRoute(deps: { returnTo: string | undefined }) {
  const { storeStatus } = useRootData()
  const layoutProps = useLayoutProps()
  const { data: header } = useSuspenseQuery(getGetAccountHeaderScreenDataSuspenseQueryOptions(deps))
  const page = useMatches({ select: (matches) => matches[matches.length - 1] })
  return (
    <AccountLayout
      {...layoutProps}
      storeStatus={storeStatus}
      userHasSubscriptionPlan={header.hasSubscriptionPlan}
      profileImageUrl={header.profileImageUrl}
      displayName={header.displayName}
      navMode={page?.staticData.accountNav ?? defaultAccountNavMode(page?.pathname ?? '')}
      backTo={page?.staticData.accountBackTo ?? header.backUrl}
    >
      <Outlet />
    </AccountLayout>
  )
}
