import type { Plan } from '~generated/api/model'
import { PlanCard } from './PlanCard'
import classes from './cards.module.css'

/** Plan cards in a responsive grid. */
export function PlanCards({ plans }: { plans: readonly Plan[] }) {
  return (
    <ul className={classes.list}>
      {plans.map((plan) => (
        <li key={plan.planId}>
          <PlanCard plan={plan} />
        </li>
      ))}
    </ul>
  )
}
