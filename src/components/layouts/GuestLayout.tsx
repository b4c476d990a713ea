import { Footer } from './Footer'
import { SimpleHeader } from './SimpleHeader'
import type { BaseLayoutProps } from './types'
import classes from './layouts.module.css'

/** Layout of public pages (home, licences, sign-up, password reset…). */
export function GuestLayout({ children, ...props }: BaseLayoutProps) {
  return (
    <div className={classes.shell}>
      <SimpleHeader settings={props.settings} />
      <main id="main" className={`${classes.container} ${classes.main}`}>
        {children}
      </main>
      <Footer {...props} />
    </div>
  )
}
