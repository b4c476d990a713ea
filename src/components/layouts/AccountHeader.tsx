import { useLingui } from '@lingui/react/macro'
import { Avatar, Menu, UnstyledButton } from '@mantine/core'
import { useMounted, useWindowScroll } from '@mantine/hooks'
import { HrefLink } from '~/components/HrefLink'
import { SiteLogo } from './SiteLogo'
import type { LayoutSettings } from './types'
import classes from './layouts.module.css'

/** Scroll offset (px) after which the header switches to its "scrolled" style. */
export const HEADER_SCROLLED_OFFSET = 5

export const MYPAGE_PATH = '/mypage'
export const LOGOUT_PATH = '/logout'

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
  const { t } = useLingui()
  const [scroll] = useWindowScroll()
  const scrolled = scroll.y > HEADER_SCROLLED_OFFSET
  // The image is asked for once hydrated: one that fails before hydration would show as a broken
  // image, since React never sees its error; after it, Avatar falls back to its placeholder.
  const mounted = useMounted()

  return (
    <header className={classes.header} data-scrolled={scrolled || undefined}>
      <div className={`${classes.container} ${classes.headerInner}`}>
        <SiteLogo settings={settings} />
        {isSignedIn && (
          <Menu position="bottom-end" withinPortal shadow="md" width={200}>
            <Menu.Target>
              <UnstyledButton aria-label={t`アカウントメニュー`} className={classes.avatarButton}>
                <Avatar
                  src={mounted ? (profileImageUrl ?? null) : null}
                  alt={displayName ?? ''}
                  radius="xl"
                  size={36}
                />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={HrefLink} href={MYPAGE_PATH}>
                {t`マイページ`}
              </Menu.Item>
              <Menu.Item component={HrefLink} href={LOGOUT_PATH}>
                {t`ログアウト`}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </div>
    </header>
  )
}
