import { useLingui } from '@lingui/react/macro'
import type { Subscription } from '~generated/api/model'
import { formatPriceWithPeriod } from '~/lib/format/price'
import { formatSubscriptionDateLine } from '~/lib/format/subscription-date'
import { subscriptionCardHref, subscriptionDateLine } from '~/lib/rules/subscription-status'
import { HrefLink } from '../HrefLink'
import { SubscriptionBadges } from './SubscriptionBadges'
import classes from './cards.module.css'

/**
 * A contract card (spec 02 §2, §4, §9): status and '契約更新中' labels, plan name, price per
 * period, the next settlement day or the end (a date and time); links to the detail or, in withdraw mode, to
 * the cancellation.
 */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { i18n } = useLingui()
  const dateLine = subscriptionDateLine(subscription)
  const date = dateLine ? formatSubscriptionDateLine(i18n, dateLine) : ''
  const price = formatPriceWithPeriod(
    i18n,
    subscription.billingAmount,
    subscription.renewSpan,
    subscription.renewSpanUnit,
  )

  return (
    <HrefLink href={subscriptionCardHref(subscription)} className={classes.card}>
      <SubscriptionBadges subscription={subscription} />
      <span className={classes.name}>{subscription.planName}</span>
      {price && <span className={classes.price}>{price}</span>}
      {date && <span className={classes.detail}>{date}</span>}
    </HrefLink>
  )
}
