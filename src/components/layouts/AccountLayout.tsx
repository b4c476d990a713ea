import { AccountHeader } from './AccountHeader'
import { AccountBackLink, AccountNavSide, AccountNavSlider, getAccountNavItems } from './AccountNav'
import { Footer } from './Footer'
import type { AccountNavMode, BaseLayoutProps } from './types'
import classes from './layouts.module.css'

export interface AccountLayoutProps extends BaseLayoutProps {
  storeStatus: { hasSubscriptionPlan: boolean; isStorePaymentAvailable: boolean }
  /** The member has a subscription plan (shows the "Plans" menu item). */
  userHasSubscriptionPlan: boolean
  /**
   * 'menu' (default), 'back' (other account pages) or 'none' (complete/confirm pages, the
   * social-relate error page). Forced to 'none' inside the native app.
   */
  navMode?: AccountNavMode
  /** Target of the Back link in 'back' mode (default /mypage). */
  backTo?: string
  profileImageUrl?: string | null
  displayName?: string | null
}

/** Layout of the signed-in account area: header, navigation and footer. */
export function AccountLayout({
  children,
  storeStatus,
  userHasSubscriptionPlan,
  navMode = 'menu',
  backTo = '/mypage',
  profileImageUrl,
  displayName,
  ...props
}: AccountLayoutProps) {
  const mode: AccountNavMode = props.browser.isApp ? 'none' : navMode
  const items =
    mode === 'menu' ? getAccountNavItems({ ...storeStatus, userHasSubscriptionPlan }) : []

  return (
    <div className={classes.shell}>
      <AccountHeader
        settings={props.settings}
        isSignedIn={props.isSignedIn}
        // The native app hides profile images (spec 01 §6, 02 §6): the menu shows the initial.
        profileImageUrl={props.browser.isApp ? null : profileImageUrl}
        displayName={displayName}
      />
      {mode === 'menu' && (
        <div className={`${classes.container} ${classes.sliderContainer} ${classes.belowMd}`}>
          <AccountNavSlider items={items} />
        </div>
      )}
      <div className={`${classes.container} ${classes.main}`}>
        <div className={classes.accountBody} data-with-menu={mode === 'menu' || undefined}>
          {mode === 'menu' && (
            <div className={classes.fromMd}>
              <AccountNavSide items={items} />
            </div>
          )}
          <main id="main">
            {mode === 'back' && <AccountBackLink href={backTo} />}
            {children}
          </main>
        </div>
      </div>
      <Footer {...props} />
    </div>
  )
}
