import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Group, Stack, Text, Title } from '@mantine/core'
import type { Plan } from '~generated/api/model'
import { toPlainText } from '~/lib/format/plain-text'
import { formatPriceWithPeriod } from '~/lib/format/price'
import { Badge } from '~/components/button/Badge'
import { PlanRenewal } from '~/components/subscriptions/PlanRenewal'
import classes from '../plans.module.css'

/**
 * The plan being bought, at the top of the form, confirm and complete pages: its renewal in the
 * words of /plans and My Page (PlanRenewal).
 */
export function PlanSummary({ plan, headingOrder = 2 }: { plan: Plan; headingOrder?: 2 | 3 }) {
  const { t, i18n } = useLingui()
  const description = toPlainText(plan.planDescription)
  const trialDays = plan.freeTrialDays
  return (
    <Stack gap={4} component="section" aria-label={t`ご購入のプラン`}>
      <Group gap="xs">
        <Title order={headingOrder} size="h3">
          {plan.planName}
        </Title>
        {trialDays ? (
          <Badge color="teal" variant="dot">
            {t`${plural(trialDays, { other: `${trialDays}日間無料` })}`}
          </Badge>
        ) : null}
      </Group>
      <Text fw={500}>
        {formatPriceWithPeriod(i18n, plan.price, plan.renewSpan, plan.renewSpanUnit)}
      </Text>
      <PlanRenewal plan={plan} className={`${classes.text} ${classes.small}`} />
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  )
}
