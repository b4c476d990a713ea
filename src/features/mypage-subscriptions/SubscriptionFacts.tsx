import type { ReactNode } from 'react'
import classes from './subscriptions.module.css'

export interface Fact {
  label: string
  /** Rows with an empty value are left out. */
  value: ReactNode
}

/** A contract's facts as a description list, one labelled row each. */
export function SubscriptionFacts({ facts }: { facts: readonly Fact[] }) {
  const shown = facts.filter((fact) => fact.value !== '' && fact.value != null)
  if (shown.length === 0) return null
  return (
    <dl className={classes.facts}>
      {shown.map((fact) => (
        <div key={fact.label} className={classes.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
