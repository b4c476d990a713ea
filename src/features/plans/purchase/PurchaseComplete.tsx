import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useState } from 'react'
import type { PurchaseCompleteScreenData } from '~generated/api/model'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'
import { OrderFacts } from './OrderFacts'
import { PlanSummary } from './PlanSummary'

/**
 * The completion of a purchase (/plans/{planId}/complete and the sign-up variant): the plan's
 * order-completed message when it has one, the plan and the terms of the order.
 */
export function PurchaseComplete({ data }: { data: PurchaseCompleteScreenData }) {
  const { t } = useLingui()
  const [now] = useState(() => Date.now())
  const fallback = data.stepBar ? '/mypage' : '/mypage/plans'
  return (
    <CompletionScreen
      title={t`ご購入が完了しました`}
      next={{
        label: data.stepBar ? t`サービスを利用する` : t`ご契約中のプランを見る`,
        href: data.continueTo,
        fallback,
      }}
    >
      <Text>{data.plan.orderCompletedMessage || t`ご購入ありがとうございます。`}</Text>
      <PlanSummary plan={data.plan} />
      <OrderFacts order={data.orderVerification} now={now} />
    </CompletionScreen>
  )
}
