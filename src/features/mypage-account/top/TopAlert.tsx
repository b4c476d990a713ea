import { useId, type CSSProperties, type ReactNode } from 'react'
import classes from './top.module.css'

/** The `<a>` classes of a small link in the top page (Mantine's <Anchor size="sm">). */
export const topLinkClass = `mantine-focus-auto ${classes.link}`

/**
 * A titled notice of the top page: plain markup styled like the Mantine <Alert variant="light">
 * it replaces, with the same role (alert unless given) and the same title and body references.
 */
export function TopAlert({
  color,
  title,
  role = 'alert',
  children,
}: {
  color: 'red' | 'yellow'
  title: string
  role?: 'alert' | 'region'
  children: ReactNode
}) {
  const id = useId()
  const style = {
    '--alert-bg': `var(--mantine-color-${color}-light)`,
    '--alert-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties
  return (
    <div
      id={id}
      className={classes.alert}
      style={style}
      role={role}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <div className={classes.alertWrapper}>
        <div className={classes.alertBody}>
          <div className={classes.alertTitle}>
            <span id={`${id}-title`} className={classes.alertLabel}>
              {title}
            </span>
          </div>
          <div id={`${id}-body`} className={classes.alertMessage}>
            {children}
          </div>
        </div>
      </div>
    </div>
  )
}
