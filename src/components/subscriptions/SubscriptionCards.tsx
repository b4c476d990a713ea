import type { Subscription } from '~generated/api/model'
import { SubscriptionCard } from './SubscriptionCard'
import classes from './cards.module.css'

/** Contract cards in a responsive grid. */
export function SubscriptionCards({ subscriptions }: { subscriptions: readonly Subscription[] }) {
  return (
    <ul className={classes.list}>
      {subscriptions.map((subscription) => (
        <li key={subscription.subscriptionId}>
          <SubscriptionCard subscription={subscription} />
        </li>
      ))}
    </ul>
  )
}
