import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { HrefLink } from '~/components/HrefLink'
import classes from './layouts.module.css'
import { LineIcon } from '../LineIcon'

/** Horizontal distance (px) one press of the slider's prev/next buttons scrolls. */
export const NAV_SCROLL_STEP = 160

export interface AccountNavFlags {
  hasSubscriptionPlan: boolean
  isStorePaymentAvailable: boolean
  /** The member has a subscription plan (shows "Plans"). */
  userHasSubscriptionPlan: boolean
}

export interface AccountNavItem {
  href: string
  label: MessageDescriptor
}

/** Menu items of the account layout, by store and member flags. Pure. */
export function getAccountNavItems(flags: AccountNavFlags): AccountNavItem[] {
  const items: AccountNavItem[] = []
  if (flags.hasSubscriptionPlan || flags.isStorePaymentAvailable) {
    items.push({ href: '/mypage', label: msg`ホーム` })
  }
  if (flags.userHasSubscriptionPlan) {
    items.push({ href: '/mypage/plans', label: msg`プラン` })
  }
  if (flags.isStorePaymentAvailable) {
    items.push({ href: '/mypage/payment-method', label: msg`お支払い方法` })
    items.push({ href: '/mypage/payment-history', label: msg`お支払い履歴` })
  }
  items.push({ href: '/', label: msg`トップページへ戻る` })
  return items
}

/** The account pages the menu leads to; they show the menu, other account pages a Back link. */
const MENU_PAGES = ['/mypage', '/mypage/plans', '/mypage/payment-method', '/mypage/payment-history']

/**
 * The navigation of an account page that does not choose its own (spec 01 §2): the menu on the
 * menu's pages, only a Back link on the others. Pure.
 */
export function defaultAccountNavMode(pathname: string): 'menu' | 'back' {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return MENU_PAGES.includes(path) ? 'menu' : 'back'
}

function isActive(pathname: string, href: string): boolean {
  if (href === '/' || href === '/mypage') return pathname === href
  return pathname === href || pathname.startsWith(`${href}/`)
}

function useActivePath() {
  return useLocation({ select: (location) => location.pathname })
}

/**
 * Small screens: a horizontal slider with prev/next buttons scrolling 160 px. An edge with more
 * items behind it fades out (layouts.module.css), so a label cut there reads as more to come, not
 * as a stray glyph — also on phones, whose scrollbars show only while scrolling.
 */
export function AccountNavSlider({ items }: { items: AccountNavItem[] }) {
  const { t, i18n } = useLingui()
  const pathname = useActivePath()
  const sliderRef = useRef<HTMLUListElement>(null)

  const scrollBy = (direction: -1 | 1) => {
    sliderRef.current?.scrollBy({ left: direction * NAV_SCROLL_STEP, behavior: 'smooth' })
  }

  // The current page's item at the track's first snap position, clear of the fading edge (the
  // later items start out of sight; a position between snap points is snapped away from);
  // horizontally only: scrollIntoView would move the page too.
  useEffect(() => {
    const track = sliderRef.current
    const current = track?.querySelector('[aria-current="page"]')
    if (!track || !current) return
    const item = current.getBoundingClientRect()
    const shown = track.getBoundingClientRect()
    const snapInset = parseFloat(getComputedStyle(track).scrollPaddingInlineStart) || 0
    track.scrollLeft += item.left - shown.left - snapInset
  }, [pathname])

  return (
    <nav aria-label={t`マイページメニュー`} className={`${classes.slider} ${classes.belowMd}`}>
      <SliderButton onClick={() => scrollBy(-1)} label={t`前の項目を表示`} direction="left" />
      <ul ref={sliderRef} className={classes.sliderTrack} data-testid="account-nav-slider">
        {items.map((item) => {
          const active = isActive(pathname, item.href)
          return (
            <li key={item.href}>
              <HrefLink
                href={item.href}
                className={`mantine-focus-auto ${classes.anchor} ${classes.sliderItem}`}
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
              >
                {i18n._(item.label)}
              </HrefLink>
            </li>
          )
        })}
      </ul>
      <SliderButton onClick={() => scrollBy(1)} label={t`次の項目を表示`} direction="right" />
    </nav>
  )
}

/**
 * Large screens: a vertical side menu. Plain links styled like the Mantine NavLink (variant
 * light) they replace: this menu is on every menu page, and NavLink's machinery is a measurable
 * share of its server-rendering time.
 */
export function AccountNavSide({ items }: { items: AccountNavItem[] }) {
  const { t, i18n } = useLingui()
  const pathname = useActivePath()
  return (
    <nav aria-label={t`マイページメニュー`} className={`${classes.sideMenu} ${classes.fromMd}`}>
      <ul className={classes.plainList}>
        {items.map((item) => {
          const active = isActive(pathname, item.href)
          return (
            <li key={item.href}>
              <HrefLink
                href={item.href}
                className={`mantine-focus-auto ${classes.sideItem}`}
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
              >
                <div className={classes.sideItemBody}>
                  <span className={classes.sideItemLabel}>{i18n._(item.label)}</span>
                </div>
              </HrefLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/**
 * A prev/next button of the slider: a plain button styled like the Mantine
 * <ActionIcon variant="subtle" color="gray"> it replaces (focus ring and press shift kept).
 */
function SliderButton({
  onClick,
  label,
  direction,
}: {
  onClick: () => void
  label: string
  direction: 'left' | 'right'
}) {
  return (
    <button
      type="button"
      className={`mantine-focus-auto mantine-active ${classes.sliderButton}`}
      onClick={onClick}
      aria-label={label}
    >
      <span className={classes.sliderButtonIcon}>
        <Chevron direction={direction} />
      </span>
    </button>
  )
}

/** The "other account pages" variant: only a Back link. */
export function AccountBackLink({ href }: { href: string }) {
  const { t } = useLingui()
  return (
    <HrefLink href={href} className={`mantine-focus-auto ${classes.anchor} ${classes.backLink}`}>
      <Chevron direction="left" />
      {t`戻る`}
    </HrefLink>
  )
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return <LineIcon size={16} d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
}
