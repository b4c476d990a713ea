import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { Anchor, Stack, Text, Title } from '@mantine/core'
import type { QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import type { PurchaseConfirmScreenData, SurveyAnswer } from '~generated/api/model'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { HrefLink } from '~/components/HrefLink'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { formatList } from '~/lib/format/list'
import { useSaidOnce } from '~/lib/api/use-said-once'
import { formatPaymentMethod } from '~/lib/format/payment-method'
import { BillingStatement } from './BillingStatement'
import { OrderFacts } from './OrderFacts'
import { PlanSummary } from './PlanSummary'
import type { PurchaseConfirmFormProps } from './PurchaseConfirmForm'

/** Its code loads with the page (decision 0025). */
export const DeferredPurchaseConfirmForm = lazyForm<PurchaseConfirmFormProps>(() =>
  import('./PurchaseConfirmForm').then((module) => module.PurchaseConfirmForm),
)

const answerText = (i18n: I18n, answer: SurveyAnswer['answer']) =>
  Array.isArray(answer) ? formatList(i18n, answer) : answer

/**
 * The confirm page of a purchase (/plans/{planId}/confirm and the sign-up variant): the order
 * held by the form — plan, payment method, campaign code, survey answers and the order
 * verification — and what will be billed and when, then the purchase (PurchaseConfirmForm).
 */
export function PurchaseConfirm({
  data,
  queryKey,
}: {
  data: PurchaseConfirmScreenData
  /** The key of `data` in the query cache. */
  queryKey: QueryKey
}) {
  const { t, i18n } = useLingui()
  const [now] = useState(() => Date.now())
  const { plan, backTo } = data
  useSaidOnce(data.purchaseError, queryKey)
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
              {answerText(i18n, answer.answer)}
            </Text>
          ))}
        </Stack>
      )}
      <DeferredPurchaseConfirmForm data={data} />
      <Anchor component={HrefLink} href={backTo}>
        {t`入力内容を修正する`}
      </Anchor>
    </NarrowColumn>
  )
}
