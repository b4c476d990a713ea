import { useLingui } from '@lingui/react/macro'
import { Anchor, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { PurchaseConfirmScreenData, SurveyAnswer } from '~generated/api/model'
import { postPurchase } from '~generated/api/plans/plans'
import { FormAlert } from '~/components/form/FormAlert'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form/SubmitButton'
import { useFormSubmit } from '~/components/form/use-form-submit'
import { HrefLink } from '~/components/HrefLink'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { formatPaymentMethod } from '~/lib/format/payment-method'
import { goToPaymentProvider, postToPaymentProvider } from '~/lib/payments/provider-handoff'
import { PURCHASE_MESSAGES } from '../rules/purchase-messages'
import { BillingStatement } from './BillingStatement'
import { OrderFacts } from './OrderFacts'
import { PlanSummary } from './PlanSummary'
import { PurchaseWayOnLinks } from './PurchaseWayOnLinks'

/** The idempotency key of one order attempt: the same for every click and retry of this token. */
export const purchaseIdempotencyKey = (purchaseToken: string) => `purchase.${purchaseToken}`

const answerText = (answer: SurveyAnswer['answer']) =>
  Array.isArray(answer) ? answer.join('、') : answer

/**
 * The confirm page of a purchase (/plans/{planId}/confirm and the sign-up variant): the order
 * held by the form — plan, payment method, campaign code, survey answers and the order
 * verification — and what will be billed and when. Buying sends the purchase token with an
 * Idempotency-Key, so a double click or a retry never bills twice; a card that needs 3-D Secure
 * goes to the issuer's challenge, and a carrier method to the carrier's page (a posted form); both
 * come back to the completion (or here, with the refusal).
 */
export function PurchaseConfirm({ data }: { data: PurchaseConfirmScreenData }) {
  const { t, i18n } = useLingui()
  const [now] = useState(() => Date.now())
  const { plan, purchaseToken, threeDSecure, backTo } = data
  const form = useForm()
  const { submit, failure, pending, retryAt } = useFormSubmit(
    form,
    async () => {
      const answer = await postPurchase(
        plan.planId,
        { purchaseToken, threeDSecureToken: null, threeDSecureTokenKey: null },
        { headers: { 'Idempotency-Key': purchaseIdempotencyKey(purchaseToken) }, retries: 1 },
      )
      if (answer.providerForm) {
        // A carrier's page: the member confirms the purchase there, then comes back.
        postToPaymentProvider(answer.providerForm.linkUrl, answer.providerForm.params)
        return new Promise<never>(() => {})
      }
      if (threeDSecure.isRequired && answer.redirectTo) {
        // The issuer's challenge page: a full load; the page stays busy until it is replaced.
        goToPaymentProvider(answer.redirectTo, backTo)
        return new Promise<never>(() => {})
      }
      return { redirectTo: answer.redirectTo, flowError: answer.flowError }
    },
    { messages: PURCHASE_MESSAGES },
  )
  const shown = failure ?? data.purchaseError ?? null
  const shownMessage =
    failure?.message ??
    (data.purchaseError
      ? PURCHASE_MESSAGES[data.purchaseError.code]
        ? i18n._(PURCHASE_MESSAGES[data.purchaseError.code]!)
        : data.purchaseError.message
      : undefined)
  const questions = plan.survey?.questions ?? []
  const answered = data.surveyAnswers.filter((answer) =>
    Array.isArray(answer.answer) ? answer.answer.length > 0 : answer.answer !== '',
  )

  return (
    <NarrowColumn>
      <Title order={1}>{t`ご購入内容の確認`}</Title>
      <PlanSummary plan={plan} />
      <BillingStatement plan={plan} order={data.orderVerification} />
      <OrderFacts
        order={data.orderVerification}
        now={now}
        extra={[
          [t`お支払い方法`, formatPaymentMethod(i18n, data.paymentMethod)],
          ...(data.campaignCode ? [[t`キャンペーンコード`, data.campaignCode] as const] : []),
        ]}
      />
      {answered.length > 0 && (
        <Stack gap={4} component="section" aria-label={t`アンケートの回答`}>
          <Title order={2} size="h4">
            {t`アンケートの回答`}
          </Title>
          {answered.map((answer) => (
            <Text key={answer.questionId} size="sm">
              {questions.find((question) => question.questionId === answer.questionId)
                ?.questionTitle ?? answer.questionId}
              {': '}
              {answerText(answer.answer)}
            </Text>
          ))}
        </Stack>
      )}
      <FormShell form={form} onSubmit={submit}>
        <FormAlert message={shownMessage} code={shown?.code} />
        <PurchaseWayOnLinks code={shown?.code} formPath={backTo} />
        <SubmitButton pending={pending} retryAt={retryAt} fullWidth>
          {t`購入を確定する`}
        </SubmitButton>
      </FormShell>
      <Anchor component={HrefLink} href={backTo}>
        {t`入力内容を修正する`}
      </Anchor>
    </NarrowColumn>
  )
}
