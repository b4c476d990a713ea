import { useLingui } from '@lingui/react/macro'
import { Anchor, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetSignupPlansScreenDataSuspenseQueryOptions } from '~generated/api/plans/plans'
import { HrefLink } from '~/components/HrefLink'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { safeRedirectPath } from '~/lib/security/safe-redirect'
import { PurchaseForm } from '../purchase/PurchaseForm'

/**
 * /signup/plans (spec 01 §2, §4): the optional plan purchase right after sign-up, the plan list
 * and the purchase form on one screen; the member may skip it.
 */
export function SignupPlansPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetSignupPlansScreenDataSuspenseQueryOptions())
  return (
    <NarrowColumn>
      <Stack gap="xs">
        <Title order={1}>{t`プランを選ぶ`}</Title>
        <Text>{t`続けてプランをご購入いただけます。あとからマイページで購入することもできます。`}</Text>
      </Stack>
      <PurchaseForm
        plans={data.plans}
        choosePlan
        paymentMethods={data.paymentMethods}
        paymentMethodRegistrationPath={data.paymentMethodRegistrationPath}
        serverTime={data.serverTime}
        inputtedData={data.inputtedData}
        formPath="/signup/plans"
        footer={
          <Anchor component={HrefLink} href={safeRedirectPath(data.skipTo, '/mypage')}>
            {t`今は購入しない`}
          </Anchor>
        }
      />
    </NarrowColumn>
  )
}
