import { useWindowScroll } from '@mantine/hooks'
import { ProfileMenu } from './ProfileMenu'
import { SiteLogo } from './SiteLogo'
import type { LayoutSettings } from './types'
import classes from './layouts.module.css'

/** Scroll offset (px) after which the header switches to its "scrolled" style. */
export const HEADER_SCROLLED_OFFSET = 5

export interface AccountHeaderProps {
  settings: Pick<LayoutSettings, 'serviceName' | 'images'>
  isSignedIn: boolean
  profileImageUrl?: string | null
  displayName?: string | null
}

export function AccountHeader({
  settings,
  isSignedIn,
  profileImageUrl,
  displayName,
}: AccountHeaderProps) {
  const [scroll] = useWindowScroll()
  const scrolled = scroll.y > HEADER_SCROLLED_OFFSET

  return (
    <header className={classes.header} data-scrolled={scrolled || undefined}>
      <div className={`${classes.container} ${classes.headerInner}`}>
        <SiteLogo settings={settings} />
        {isSignedIn && <ProfileMenu profileImageUrl={profileImageUrl} displayName={displayName} />}
      </div>
    </header>
  )
}
