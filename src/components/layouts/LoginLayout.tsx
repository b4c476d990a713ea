import { Footer } from './Footer'
import { SimpleHeader } from './SimpleHeader'
import type { BaseLayoutProps } from './types'
import classes from './layouts.module.css'

/** Layout of the sign-in screens: a narrow centred column. */
export function LoginLayout({ children, ...props }: BaseLayoutProps) {
  return (
    <div className={classes.shell}>
      <SimpleHeader settings={props.settings} />
      <main id="main" className={`${classes.container} ${classes.main} ${classes.loginWidth}`}>
        {children}
      </main>
      <Footer {...props} />
    </div>
  )
}
