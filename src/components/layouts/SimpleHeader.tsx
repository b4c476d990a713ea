import { SiteLogo } from './SiteLogo'
import type { LayoutSettings } from './types'
import classes from './layouts.module.css'

/** Header of the guest, login and OIDC layouts: logo and service name. */
export function SimpleHeader({
  settings,
  rightSection,
}: {
  settings: Pick<LayoutSettings, 'serviceName' | 'images'>
  rightSection?: React.ReactNode
}) {
  return (
    <header className={classes.header}>
      <div className={`${classes.container} ${classes.headerInner}`}>
        <SiteLogo settings={settings} />
        {rightSection}
      </div>
    </header>
  )
}
