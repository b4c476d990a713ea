import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { postSubscriptionWithdraw } from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import type { MypageSubscriptionSubscriptionIdWithdrawScreenData } from '~generated/api/model'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { useSessionDraft } from '~/components/drafts/use-session-draft'
import { SurveyFields } from '~/components/survey/SurveyFields'
import { surveyDefaultValues, surveyFormField } from '~/components/survey/survey-schema'
import { forgetSession } from '~/lib/browser/session-draft'
import { formatDate } from '~/lib/format/date'
import { cancelSchema, toCancelRequest } from './cancel-schema'
import { RenewingNotice } from './RenewingNotice'
import { RENEWING_CANCEL } from './subscription-messages'
import { subscriptionPath } from './subscription-paths'

/** The survey answers of a contract's cancellation not sent yet, kept in the tab. */
const draftKey = (subscriptionId: string) => `subscription-cancel.draft:${subscriptionId}`

export interface CancelFormProps {
  data: MypageSubscriptionSubscriptionIdWithdrawScreenData
}

/**
 * The cancellation of a running contract (withdraw mode): when it ends, the plan's cancellation
 * survey (the shared SurveyFields), and the cancel button, refused while the contract is renewing
 * ('契約更新中のため、解約することができません。'). The server's refusals (a survey answer on its
 * question, already cancelled, cancellation failed) show on the form.
 */
export function CancelForm({ data }: CancelFormProps) {
  const { t, i18n } = useLingui()
  const { subscription, survey, isRenewing } = data
  const schema = useMemo(() => cancelSchema(survey, i18n), [survey, i18n])
  const initial = useMemo(() => ({ survey: surveyDefaultValues(survey) }), [survey])
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  })
  // A reload or Back keeps the answers (the survey they answer is the scope).
  useSessionDraft(
    form,
    draftKey(subscription.subscriptionId),
    useMemo(() => JSON.stringify(initial), [initial]),
  )
  const { submit, failure, pending } = useFormSubmit(
    form,
    (values) =>
      postSubscriptionWithdraw(subscription.subscriptionId, toCancelRequest(survey, values)),
    {
      fieldOf: surveyFormField,
      messages: { SUBSCRIPTION_RENEWING: RENEWING_CANCEL },
      next: `${subscriptionPath(subscription.subscriptionId)}/withdraw/complete`,
      onSuccess: () => forgetSession(draftKey(subscription.subscriptionId)),
    },
  )
  const until = formatDate(i18n, subscription.nextSettlementDay)

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      failure={failure}
      gap="lg"
      intro={
        <>
          {until && (
            <Text>{t`解約手続き後も、${until}まではご利用いただけます。以降の請求はありません。`}</Text>
          )}
          {isRenewing && <RenewingNotice>{i18n._(RENEWING_CANCEL)}</RenewingNotice>}
        </>
      }
    >
      <SurveyFields survey={survey} />
      <SubmitButton pending={pending} disabled={isRenewing} color="red.9">
        {t`解約する`}
      </SubmitButton>
    </FormShell>
  )
}
