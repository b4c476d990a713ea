import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageSubscriptionSubscriptionIdPaymentMethodCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'
import { subscriptionPath } from './subscription-paths'

/** /mypage/subscription/{id}/payment-method/complete: the contract's payment method was changed. */
export function PaymentMethodCompletePage({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageSubscriptionSubscriptionIdPaymentMethodCompleteScreenDataSuspenseQueryOptions(
      subscriptionId,
    ),
  )
  return (
    <CompletionScreen
      title={t`お支払い方法を変更しました`}
      next={{
        label: t`ご契約内容へ戻る`,
        href: data.backTo,
        fallback: subscriptionPath(subscriptionId),
      }}
    >
      <Text>{t`次回の決済から、新しいお支払い方法でお支払いいただきます。`}</Text>
    </CompletionScreen>
  )
}
