import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetWithdrawCompleteScreenDataSuspenseQueryOptions } from '~generated/api/withdraw/withdraw'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'
import { formatDateTime } from '~/lib/format/date'

/** /withdraw/complete: the membership is closed and the visitor signed out (spec 01 §2, §4). */
export function WithdrawCompletePage() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(getGetWithdrawCompleteScreenDataSuspenseQueryOptions())
  const when = formatDateTime(i18n, data.withdrawnAt)
  return (
    <CompletionScreen
      title={t`退会手続きが完了しました`}
      next={{ label: t`トップページへ`, href: '/', fallback: '/' }}
    >
      <Text>
        {t`これまでご利用いただき、ありがとうございました。アカウントは削除され、ログアウトしました。`}
      </Text>
      {when && <Text size="sm" c="dimmed">{t`退会日時：${when}`}</Text>}
    </CompletionScreen>
  )
}
