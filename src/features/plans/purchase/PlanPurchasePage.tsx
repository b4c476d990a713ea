import { useLingui } from '@lingui/react/macro'
import { Alert, Stack, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { getGetPlansPlanIdScreenDataSuspenseQueryOptions } from '~generated/api/plans-purchase/plans-purchase'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { planPath } from '../rules/plan-paths'
import { PlanSummary } from './PlanSummary'
import { DeferredPurchaseForm } from './DeferredPurchaseForm'

/** /plans/{planId} (spec 01 §2): the purchase form of one plan; the member is signed in. */
export function PlanPurchasePage({ planId }: { planId: string }) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetPlansPlanIdScreenDataSuspenseQueryOptions(planId))
  // The same list on every render: the deferred form is memoised on its props.
  const plans = useMemo(() => [data.plan], [data.plan])
  return (
    <NarrowColumn>
      <Stack gap="md">
        <Title order={1}>{t`プランのご購入`}</Title>
        <PlanSummary plan={data.plan} />
        {data.plan.isSubscribed && (
          <Alert color="blue" variant="light">
            {t`このプランはご契約済みです。`}
          </Alert>
        )}
      </Stack>
      <DeferredPurchaseForm
        plans={plans}
        choosePlan={false}
        paymentMethods={data.paymentMethods}
        paymentMethodRegistrationPath={data.paymentMethodRegistrationPath}
        serverTime={data.serverTime}
        inputtedData={data.inputtedData}
        formPath={planPath(planId)}
      />
    </NarrowColumn>
  )
}
