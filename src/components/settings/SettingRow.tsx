import { useLingui } from '@lingui/react/macro'
import { VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'
import { HrefLink } from '../HrefLink'
import { RowChevron } from '../RowChevron'
import classes from './settings.module.css'

export interface SettingRowProps {
  label: string
  /** The current value or state, after the label. */
  value?: ReactNode
  /** The whole row links here. */
  href?: string
  /** Open `href` in a new tab (an address outside this site). */
  external?: boolean
  /** Controls at the end of a row without `href` (e.g. a button). */
  action?: ReactNode
}

/** One row of a SettingsSection: a link to the setting's page, or text with its own action. */
export function SettingRow({ label, value, href, external = false, action }: SettingRowProps) {
  const { t } = useLingui()
  const text = (
    <span className={classes.text}>
      <span className={classes.label}>{label}</span>
      {value !== undefined && value !== null && value !== '' && (
        <span className={classes.value}>{value}</span>
      )}
    </span>
  )
  return (
    <li>
      {href ? (
        <HrefLink href={href} external={external} className={classes.row}>
          {text}
          {external && <VisuallyHidden>{t`（新しいタブで開きます）`}</VisuallyHidden>}
          {external ? <ExternalIcon /> : <RowChevron />}
        </HrefLink>
      ) : (
        <div className={classes.row}>
          {text}
          {action}
        </div>
      )}
    </li>
  )
}

/** A box with an arrow leaving it: the link opens a new tab. */
const EXTERNAL_PATH = 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'

function ExternalIcon() {
  return (
    <svg className={classes.chevron} width="16" height="16" viewBox="0 0 24 24" aria-hidden>
      <path
        d={EXTERNAL_PATH}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
