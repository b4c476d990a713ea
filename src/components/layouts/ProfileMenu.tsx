import { useLingui } from '@lingui/react/macro'
import { Avatar } from '~/components/avatar/Avatar'
import { useClickOutside, useMergedRef, useMounted } from '@mantine/hooks'
import { useId, useState } from 'react'
import { HrefLink } from '~/components/HrefLink'
import { useHeldPresses } from '~/components/before-hydration/use-held-presses'
import classes from './layouts.module.css'

export const MYPAGE_PATH = '/mypage'
export const LOGOUT_PATH = '/logout'

export interface ProfileMenuProps {
  profileImageUrl?: string | null
  displayName?: string | null
}

/**
 * The profile image opening two links, My Page and logout (spec 01 §2). A disclosure (a button
 * with aria-expanded and a list of links) rather than Mantine's Menu: Menu brings floating-ui,
 * whose shared chunk the sign-up pages would then load too (size budget). A press before the
 * page has hydrated is held and opens the menu once it has (early-presses.ts).
 */
export function ProfileMenu({ profileImageUrl, displayName }: ProfileMenuProps) {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  const listId = useId()
  const outside = useClickOutside<HTMLDivElement>(() => setOpened(false))
  const held = useHeldPresses<HTMLDivElement>()
  const ref = useMergedRef(outside, held.ref)
  // The image is asked for once hydrated: one that fails before hydration would show as a broken
  // image, since React never sees its error; after it, Avatar falls back to its placeholder.
  const mounted = useMounted()
  const close = () => setOpened(false)

  return (
    <div
      ref={ref}
      {...held.awaiting}
      className={classes.profileMenu}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && opened) {
          close()
          held.ref.current?.querySelector('button')?.focus()
        }
      }}
    >
      <button
        type="button"
        aria-label={t`アカウントメニュー`}
        aria-expanded={opened}
        aria-controls={listId}
        className={`mantine-focus-auto ${classes.avatarButton}`}
        onClick={() => setOpened((open) => !open)}
      >
        <Avatar
          src={mounted ? (profileImageUrl ?? null) : null}
          alt={displayName ?? ''}
          radius="xl"
          size={36}
        />
      </button>
      <ul id={listId} className={classes.profileMenuList} hidden={!opened}>
        <li>
          <HrefLink href={MYPAGE_PATH} className={classes.profileMenuItem} onClick={close}>
            {t`マイページ`}
          </HrefLink>
        </li>
        <li>
          <HrefLink href={LOGOUT_PATH} className={classes.profileMenuItem} onClick={close}>
            {t`ログアウト`}
          </HrefLink>
        </li>
      </ul>
    </div>
  )
}
