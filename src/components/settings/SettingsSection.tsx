import type { ReactNode } from 'react'
import { PageSection } from './PageSection'
import classes from './settings.module.css'

export interface SettingsSectionProps {
  title: string
  /** A link or button beside the heading (PageSection's). */
  action?: ReactNode
  children: ReactNode
}

/** A titled list of setting rows (My Page): `children` are `<SettingRow>`s. */
export function SettingsSection({ title, action, children }: SettingsSectionProps) {
  return (
    <PageSection title={title} action={action}>
      <ul className={classes.rows}>{children}</ul>
    </PageSection>
  )
}
