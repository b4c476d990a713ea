import { useLingui } from '@lingui/react/macro'
import type { Subscription } from '~generated/api/model'
import { formatDate } from '~/lib/format/date'
import { formatPriceWithPeriod } from '~/lib/format/price'
import { subscriptionCardHref, subscriptionDateLine } from '~/lib/rules/subscription-status'
import { HrefLink } from '../HrefLink'
import { SubscriptionBadges } from './SubscriptionBadges'
import classes from './cards.module.css'

/**
 * A contract card (spec 02 §2, §4, §9): status and '契約更新中' labels, plan name, price per
 * period, the next settlement day or the end date; links to the detail or, in withdraw mode, to
 * the cancellation.
 */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useLingui()
  const dateLine = subscriptionDateLine(subscription)
  const date = dateLine ? formatDate(i18n, dateLine.date) : ''
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
      {dateLine && date && (
        <span className={classes.detail}>
          {dateLine.kind === 'ends' ? t`終了日時：${date}` : t`次回決済日：${date}`}
        </span>
      )}
    </HrefLink>
  )
}
