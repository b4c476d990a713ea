import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetPlansScreenDataSuspenseQueryOptions } from '~generated/api/plans/plans'
import classes from '../plans.module.css'
import { PlanListCard } from './PlanListCard'

/**
 * /plans (spec 01 §2): the plans on sale, open to guests; each card links to its purchase form.
 * Hidden in the native app (the screen data answers redirectTo there).
 */
export function PlansPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetPlansScreenDataSuspenseQueryOptions())
  return (
    <Stack gap="lg">
      <Title order={1}>{t`プラン一覧`}</Title>
      {data.plans.length === 0 ? (
        <Text>{t`現在販売中のプランはありません。`}</Text>
      ) : (
        <ul className={classes.list}>
          {data.plans.map((plan) => (
            <li key={plan.planId}>
              <PlanListCard plan={plan} serverTime={data.serverTime} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  )
}
