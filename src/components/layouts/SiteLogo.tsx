import { Link } from '@tanstack/react-router'
import type { LayoutSettings } from './types'
import classes from './layouts.module.css'

/** Logo (separate mobile / desktop images) and service name, linking to the top page. */
export function SiteLogo({
  settings,
}: {
  settings: Pick<LayoutSettings, 'serviceName' | 'images'>
}) {
  const { serviceName, images } = settings
  return (
    <Link to="/" className={classes.brand}>
      <picture>
        <source media="(min-width: 48em)" srcSet={images.logoPc} />
        <img src={images.logoSp} alt="" className={classes.logo} />
      </picture>
      <span className={classes.serviceName}>{serviceName}</span>
    </Link>
  )
}
