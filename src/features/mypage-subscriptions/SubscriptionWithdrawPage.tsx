import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageSubscriptionSubscriptionIdWithdrawScreenDataSuspenseQueryOptions } from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { safeRedirectPath } from '~/lib/security/safe-redirect'
import { BackToContract } from './BackToContract'
import type { CancelFormProps } from './CancelForm'
import { RestorePanel } from './RestorePanel'
import { subscriptionPath } from './subscription-paths'

/**
 * The cancellation survey's form: its code loads with the page (decision 0025).
 */
export const DeferredCancelForm = lazyForm<CancelFormProps>(() =>
  import('./CancelForm').then((module) => module.CancelForm),
)

/**
 * /mypage/subscription/{id}/withdraw (spec 02 §2, §4): cancels the contract with the plan's
 * survey, or — once a cancellation is requested — undoes it (restore mode). `returnTo` (e.g.
 * /withdraw, from the account withdrawal) is sent with the screen data, so the completion page
 * leads back there; the layout's Back link goes there too (else the page links the contract's
 * detail). Only a path of this site is followed.
 */
export function SubscriptionWithdrawPage({
  subscriptionId,
  returnTo,
}: {
  subscriptionId: string
  returnTo: string | undefined
}) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageSubscriptionSubscriptionIdWithdrawScreenDataSuspenseQueryOptions(subscriptionId, {
      returnTo,
    }),
  )
  const detail = subscriptionPath(data.subscription.subscriptionId)
  const back = safeRedirectPath(returnTo, detail)
  const restoring = data.mode === 'restore'

  return (
    <NarrowColumn>
      <Stack gap="xs">
        <Title order={1}>{restoring ? t`解約の取り消し` : t`プランの解約`}</Title>
        <Text fw={700}>{data.subscription.planName}</Text>
      </Stack>
      {restoring ? <RestorePanel data={data} /> : <DeferredCancelForm data={data} />}
      {back === detail && <BackToContract subscriptionId={data.subscription.subscriptionId} />}
    </NarrowColumn>
  )
}
