import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Plan } from '~generated/api/model'
import { formatPriceWithPeriod } from '~/lib/format/price'
import { toPlainText } from '~/lib/format/plain-text'
import { HrefLink } from '../HrefLink'
import classes from './cards.module.css'
import { PlanRenewal } from './PlanRenewal'
import { SalesIndicatorBadge } from './SalesIndicatorBadge'
import { Badge } from '~/components/button/Badge'

/**
 * A plan card (spec 02 §2): free-trial days and the sales indicator, name, price per period, the
 * renewal and the description as plain text (02 §9); links to /plans/{planId}.
 */
export function PlanCard({ plan }: { plan: Plan }) {
  const { i18n } = useLingui()
  const description = toPlainText(plan.planDescription)
  const trialDays = plan.freeTrialDays
  return (
    <HrefLink href={`/plans/${encodeURIComponent(plan.planId)}`} className={classes.card}>
      <span className={classes.badges}>
        {trialDays ? (
          <Badge variant="dot" color="teal" component="span">
            {i18n._(msg({ message: plural(trialDays, { other: '#日間無料' }) }))}
          </Badge>
        ) : null}
        <SalesIndicatorBadge plan={plan} component="span" />
      </span>
      <span className={classes.name}>{plan.planName}</span>
      <span className={classes.price}>
        {formatPriceWithPeriod(i18n, plan.price, plan.renewSpan, plan.renewSpanUnit)}
      </span>
      <PlanRenewal plan={plan} component="span" className={classes.detail} />
      {description && <span className={classes.description}>{description}</span>}
    </HrefLink>
  )
}
