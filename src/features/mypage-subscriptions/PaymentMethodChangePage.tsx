import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageSubscriptionSubscriptionIdPaymentMethodScreenDataSuspenseQueryOptions } from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import type { PaymentMethodChangeFormProps } from './PaymentMethodChangeForm'

/** Its code loads with the page (decision 0025). */
export const DeferredPaymentMethodChangeForm = lazyForm<PaymentMethodChangeFormProps>(() =>
  import('./PaymentMethodChangeForm').then((module) => module.PaymentMethodChangeForm),
)

/**
 * /mypage/subscription/{id}/payment-method (spec 02 §2, §7, §8): which registered method pays the
 * contract (PaymentMethodChangeForm).
 */
export function PaymentMethodChangePage({ subscriptionId }: { subscriptionId: string }) {
  const { data } = useSuspenseQuery(
    getGetMypageSubscriptionSubscriptionIdPaymentMethodScreenDataSuspenseQueryOptions(
      subscriptionId,
    ),
  )
  return <DeferredPaymentMethodChangeForm subscriptionId={subscriptionId} data={data} />
}
