import { Footer } from './Footer'
import { SimpleHeader } from './SimpleHeader'
import type { BaseLayoutProps } from './types'
import classes from './layouts.module.css'

/** Layout of the provider-side (OIDC) login, consent and account-selection screens. */
export function OidcLayout({ children, ...props }: BaseLayoutProps) {
  return (
    <div className={classes.shell}>
      <SimpleHeader settings={props.settings} />
      <main id="main" className={`${classes.container} ${classes.main} ${classes.oidcWidth}`}>
        {children}
      </main>
      <Footer {...props} />
    </div>
  )
}
