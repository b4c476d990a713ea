import { useLingui } from '@lingui/react/macro'
import { Avatar, Menu, UnstyledButton } from '@mantine/core'
import { useWindowScroll } from '@mantine/hooks'
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

  return (
    <header className={classes.header} data-scrolled={scrolled || undefined}>
      <div className={`${classes.container} ${classes.headerInner}`}>
        <SiteLogo settings={settings} />
        {isSignedIn && (
          <Menu position="bottom-end" withinPortal shadow="md" width={200}>
            <Menu.Target>
              <UnstyledButton aria-label={t`アカウントメニュー`} className={classes.avatarButton}>
                <Avatar
                  src={profileImageUrl ?? null}
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
