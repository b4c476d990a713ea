import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetWithdrawScreenDataSuspenseQueryOptions } from '~generated/api/withdraw/withdraw'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { WithdrawBlocked } from './WithdrawBlocked'
import type { WithdrawFormProps } from './WithdrawForm'

/** The withdrawal's form: its code loads with the page (decision 0025). */
export const DeferredWithdrawForm = lazyForm<WithdrawFormProps>(() =>
  import('./WithdrawForm').then((module) => module.WithdrawForm),
)

/**
 * /withdraw (spec 01 §2, §4, §5): with contracts that have not ended, only the message and those
 * plans (no way on); otherwise the consents and the survey, then the PIN. Hidden in the native
 * app (the screen data answers redirectTo /mypage there).
 */
export function WithdrawPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetWithdrawScreenDataSuspenseQueryOptions())
  if (data.subscriptions.length > 0) return <WithdrawBlocked subscriptions={data.subscriptions} />
  return (
    <NarrowColumn>
      <Stack gap="xs">
        <Title order={1}>{t`退会手続き`}</Title>
        <Text>
          {t`退会すると、アカウントと登録情報、視聴履歴などのデータはすべて削除され、元に戻すことはできません。内容をご確認のうえ、お手続きください。`}
        </Text>
      </Stack>
      <DeferredWithdrawForm
        consentOptions={data.consentOptions}
        survey={data.survey}
        inputtedData={data.inputtedData}
      />
    </NarrowColumn>
  )
}
