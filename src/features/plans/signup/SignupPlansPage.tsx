import { useLingui } from '@lingui/react/macro'
import { Anchor, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { getGetSignupPlansScreenDataSuspenseQueryOptions } from '~generated/api/plans/plans'
import { HrefLink } from '~/components/HrefLink'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { safeRedirectPath } from '~/lib/security/safe-redirect'
import { DeferredPurchaseForm } from '../purchase/DeferredPurchaseForm'

/**
 * /signup/plans (spec 01 §2, §4): the optional plan purchase right after sign-up, the plan list
 * and the purchase form on one screen; the member may skip it.
 */
export function SignupPlansPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetSignupPlansScreenDataSuspenseQueryOptions())
  // The same element on every render: the deferred form is memoised on its props.
  const skip = useMemo(
    () => (
      <Anchor component={HrefLink} href={safeRedirectPath(data.skipTo, '/mypage')}>
        {t`今は購入しない`}
      </Anchor>
    ),
    [data.skipTo, t],
  )
  return (
    <NarrowColumn>
      <Stack gap="xs">
        <Title order={1}>{t`プランを選ぶ`}</Title>
        <Text>{t`続けてプランをご購入いただけます。あとからマイページで購入することもできます。`}</Text>
      </Stack>
      <DeferredPurchaseForm
        plans={data.plans}
        choosePlan
        paymentMethods={data.paymentMethods}
        paymentMethodRegistrationPath={data.paymentMethodRegistrationPath}
        serverTime={data.serverTime}
        inputtedData={data.inputtedData}
        formPath="/signup/plans"
        footer={skip}
      />
    </NarrowColumn>
  )
}
