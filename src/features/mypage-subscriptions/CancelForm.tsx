import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { postSubscriptionWithdraw } from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import type { MypageSubscriptionSubscriptionIdWithdrawScreenData } from '~generated/api/model'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form/SubmitButton'
import { useFormSubmit } from '~/components/form/use-form-submit'
import { formatDate } from '~/lib/format/date'
import { RenewingNotice } from './RenewingNotice'
import { RENEWING_CANCEL } from './subscription-messages'
import { subscriptionPath } from './subscription-paths'

/**
 * The cancellation of a running contract (withdraw mode): when it ends, the plan's survey, and
 * the cancel button, refused while the contract is renewing ('契約更新中のため、解約することが
 * できません。'). The server's refusals (already cancelled, cancellation failed) show above it.
 */
export function CancelForm({ data }: { data: MypageSubscriptionSubscriptionIdWithdrawScreenData }) {
  const { t, i18n } = useLingui()
  const { subscription, isRenewing } = data
  const form = useForm()
  const { submit, failure, pending } = useFormSubmit(
    form,
    () => postSubscriptionWithdraw(subscription.subscriptionId, { surveyAnswers: [] }),
    {
      messages: { SUBSCRIPTION_RENEWING: RENEWING_CANCEL },
      next: `${subscriptionPath(subscription.subscriptionId)}/withdraw/complete`,
    },
  )
  const until = formatDate(i18n, subscription.nextSettlementDay)

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      failure={failure}
      intro={
        <>
          {until && (
            <Text>{t`解約手続き後も、${until}まではご利用いただけます。以降の請求はありません。`}</Text>
          )}
          {isRenewing && <RenewingNotice>{i18n._(RENEWING_CANCEL)}</RenewingNotice>}
        </>
      }
    >
      <SubmitButton pending={pending} disabled={isRenewing} color="red.9" fullWidth>
        {t`解約する`}
      </SubmitButton>
    </FormShell>
  )
}
