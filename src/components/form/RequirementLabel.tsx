import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import classes from './requirement-label.module.css'

export interface RequirementLabelProps {
  label: ReactNode
  required: boolean
}

/** A field label marked 必須 (required) or 任意 (optional), as the registration setting says. */
export function RequirementLabel({ label, required }: RequirementLabelProps) {
  const { t } = useLingui()
  return (
    <>
      {label}{' '}
      <span className={required ? `${classes.badge} ${classes.required}` : classes.badge}>
        <span className={classes.label}>{required ? t`必須` : t`任意`}</span>
      </span>
    </>
  )
}
