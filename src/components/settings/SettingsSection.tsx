import { useId, type ReactNode } from 'react'
import classes from './settings.module.css'

/** A titled list of setting rows (My Page): `children` are `<SettingRow>`s or `<li>`s. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {title}
      </h2>
      <ul className={classes.rows}>{children}</ul>
    </section>
  )
}
