import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { getGetMypageSubscriptionSubscriptionIdWithdrawCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'
import { formatSubscriptionDateLine } from '~/lib/format/subscription-date'
import { isShownExpiry } from '~/lib/rules/subscription-status'
import { safeRedirectPath } from '~/lib/security/safe-redirect'
import { subscriptionPath } from './subscription-paths'

/**
 * /mypage/subscription/{id}/withdraw/complete: the cancellation was requested (with the end
 * date, unless it lies beyond 10 years) or undone; the way on is the withdraw page's returnTo
 * (e.g. back to the account withdrawal), else the contract's detail.
 */
export function WithdrawCompletePage({ subscriptionId }: { subscriptionId: string }) {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageSubscriptionSubscriptionIdWithdrawCompleteScreenDataSuspenseQueryOptions(
      subscriptionId,
    ),
  )
  const [now] = useState(() => Date.now())
  const detail = subscriptionPath(subscriptionId)
  const backTo = safeRedirectPath(data.backTo, detail)
  const end =
    data.expirationDate && isShownExpiry(data.expirationDate, now)
      ? formatSubscriptionDateLine(i18n, { kind: 'ends', date: data.expirationDate })
      : ''
  const next = {
    label: backTo === detail ? t`ご契約内容へ戻る` : t`戻る`,
    href: backTo,
    fallback: detail,
  }

  if (data.completedAction === 'restore') {
    return (
      <CompletionScreen title={t`解約を取り消しました`} next={next}>
        <Text>{t`ご契約は引き続き自動で更新されます。`}</Text>
      </CompletionScreen>
    )
  }
  return (
    <CompletionScreen title={t`解約手続きが完了しました`} next={next}>
      {end && <Text>{end}</Text>}
      <Text>{t`ご契約の終了まではご利用いただけます。以降の請求はありません。`}</Text>
    </CompletionScreen>
  )
}
