import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Plan } from '~generated/api/model'
import { HrefLink } from '~/components/HrefLink'
import { formatPriceWithPeriod } from '~/lib/format/price'
import { toPlainText } from '~/lib/format/plain-text'
import { planButtonState } from '../rules/plan-button'
import { planButtonLabel } from '../rules/plan-messages'
import { planPath } from '../rules/plan-paths'
import classes from '../plans.module.css'
import { Badge } from '~/components/button/Badge'
import { Button } from '~/components/button/Button'
import { PlanRenewal } from '~/components/subscriptions/PlanRenewal'
import { SalesIndicatorBadge } from '~/components/subscriptions/SalesIndicatorBadge'

/**
 * One plan on /plans (spec 01 §2, §3, §4, §9): name (links to /plans/{planId}), description as
 * plain text, price with its period, renewal, free-trial days, the sales indicator, whether the
 * member already holds it, and the sign-up button by the precedence of planButtonState.
 */
export function PlanListCard({ plan, serverTime }: { plan: Plan; serverTime: string }) {
  const { t, i18n } = useLingui()
  const href = planPath(plan.planId)
  const button = planButtonState(plan, serverTime)
  const description = toPlainText(plan.planDescription)
  const trialDays = plan.freeTrialDays
  const titleId = `plan-${plan.planId}`
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <div className={classes.badges}>
        {plan.isSubscribed && (
          <Badge color="blue" variant="light">
            {t`ご契約中`}
          </Badge>
        )}
        <SalesIndicatorBadge plan={plan} />
        {trialDays ? (
          <Badge color="teal" variant="dot">
            {t`${plural(trialDays, { other: `${trialDays}日間無料` })}`}
          </Badge>
        ) : null}
      </div>
      <h2 className={classes.name} id={titleId}>
        <HrefLink href={href} className={`mantine-focus-auto ${classes.nameLink}`}>
          {plan.planName}
        </HrefLink>
      </h2>
      <p className={`${classes.text} ${classes.price}`}>
        {formatPriceWithPeriod(i18n, plan.price, plan.renewSpan, plan.renewSpanUnit)}
      </p>
      <PlanRenewal plan={plan} className={`${classes.text} ${classes.small}`} />
      {description && <p className={`${classes.text} ${classes.description}`}>{description}</p>}
      {plan.isSubscribed && (
        <p className={`${classes.text} ${classes.small}`}>{t`このプランはご契約済みです。`}</p>
      )}
      <div className={classes.action}>
        {button.enabled ? (
          <Button
            component={HrefLink}
            href={href}
            fullWidth
            classNames={{ root: classes.buttonRoot, label: classes.buttonLabel }}
          >
            {i18n._(planButtonLabel(button))}
          </Button>
        ) : (
          <Button
            disabled
            fullWidth
            classNames={{ root: classes.buttonRoot, label: classes.buttonLabel }}
          >
            {i18n._(planButtonLabel(button))}
          </Button>
        )}
      </div>
    </article>
  )
}
