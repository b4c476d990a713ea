import { lazy } from 'react'
import { LazyPart } from '../overlays/OverlayHost'
import { Footer } from './Footer'
import { SimpleHeader } from './SimpleHeader'
import type { BaseLayoutProps } from './types'
import classes from './layouts.module.css'

// Its own chunk: guests, who never see it, do not load it with every page.
const ProfileMenu = lazy(() => import('./ProfileMenu').then((m) => ({ default: m.ProfileMenu })))

/**
 * Layout of public pages (home, licences, plans, sign-up, password reset…). A signed-in member
 * gets the profile menu (My Page, logout) in the header, as on the account pages; with the default
 * image, since these pages do not load the account header.
 */
export function GuestLayout({ children, ...props }: BaseLayoutProps) {
  return (
    <div className={classes.shell}>
      <SimpleHeader
        settings={props.settings}
        rightSection={
          props.isSignedIn && (
            <LazyPart>
              <ProfileMenu />
            </LazyPart>
          )
        }
      />
      <main id="main" className={`${classes.container} ${classes.main}`}>
        {children}
      </main>
      <Footer {...props} />
    </div>
  )
}
