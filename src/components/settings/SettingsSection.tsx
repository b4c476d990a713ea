import type { ReactNode } from 'react'
import { PageSection } from './PageSection'
import classes from './settings.module.css'

/** A titled list of setting rows (My Page): `children` are `<SettingRow>`s. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageSection title={title}>
      <ul className={classes.rows}>{children}</ul>
    </PageSection>
  )
}
