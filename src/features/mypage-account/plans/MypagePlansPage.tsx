import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypagePlansScreenDataSuspenseQueryOptions } from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import { PageSection } from '~/components/settings/PageSection'
import { PlanCards } from '~/components/subscriptions/PlanCards'
import { SubscriptionCards } from '~/components/subscriptions/SubscriptionCards'
import { isOpenForSignup } from './open-plans'

/** /mypage/plans ('プラン', spec 02 §2): the member's contracts first, then plans open for sign-up. */
export function MypagePlansPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypagePlansScreenDataSuspenseQueryOptions())
  const openPlans = data.plans.filter((plan) => isOpenForSignup(plan, data.serverTime))

  return (
    <Stack gap="xl">
      <Title order={1}>{t`プラン`}</Title>
      <PageSection title={t`ご契約中のプラン`}>
        {data.subscriptions.length > 0 ? (
          <SubscriptionCards subscriptions={data.subscriptions} />
        ) : (
          <Text c="dimmed">{t`ご契約中のプランはありません。`}</Text>
        )}
      </PageSection>
      <PageSection title={t`契約できるプラン`}>
        {openPlans.length > 0 ? (
          <PlanCards plans={openPlans} />
        ) : (
          <Text c="dimmed">{t`現在契約できるプランはありません。`}</Text>
        )}
      </PageSection>
    </Stack>
  )
}
