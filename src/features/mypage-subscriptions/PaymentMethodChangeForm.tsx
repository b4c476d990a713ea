import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Anchor, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { postSubscriptionChangePaymentMethod } from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import type {
  AccountPaymentMethod,
  MypageSubscriptionSubscriptionIdPaymentMethodScreenData,
} from '~generated/api/model'
import { FormFieldBox } from '~/components/form/FormFieldBox'
import { FormRadioGroup } from '~/components/form/FormRadioGroup'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { HrefLink } from '~/components/HrefLink'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { UnchoosableNote } from '~/components/payments/UnchoosableNote'
import { formatCardExpiry, formatPaymentMethod } from '~/lib/format/payment-method'
import { unchoosableReason } from '~/lib/rules/payment-method-choice'
import { BackToContract } from './BackToContract'
import { PAYMENT_METHOD_NOT_SELECTED, changePaymentMethodSchema } from './payment-method-schema'
import { RenewingNotice } from './RenewingNotice'
import { RENEWING_PAYMENT_CHANGE } from './subscription-messages'
import { subscriptionPath } from './subscription-paths'

const schema = changePaymentMethodSchema()
const FIELDS = ['paymentMethodId'] as const

export interface PaymentMethodChangeFormProps {
  subscriptionId: string
  data: MypageSubscriptionSubscriptionIdPaymentMethodScreenData
}

/**
 * Which registered method pays the contract, the current one chosen first; methods the plan does
 * not accept and expired cards are shown disabled, each saying why (an expired current card,
 * the one a held contract's renewal failed with, is not chosen). A new method is added on
 * /mypage/payment-method, which comes back here. While the contract is renewing the change is refused
 * ('契約更新中のため、お支払い方法を変更することはできません').
 */
export function PaymentMethodChangeForm({ subscriptionId, data }: PaymentMethodChangeFormProps) {
  const { t, i18n } = useLingui()
  const { subscription, paymentMethods, usablePaymentMethodTypes, isRenewing } = data
  const path = subscriptionPath(subscription.subscriptionId)
  const [now] = useState(() => new Date())
  const reasonOf = (method: AccountPaymentMethod) =>
    unchoosableReason(method, usablePaymentMethodTypes, now)
  const current = paymentMethods.find(
    (method) =>
      method.accountPaymentMethodId === subscription.accountPaymentMethod?.accountPaymentMethodId,
  )
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      paymentMethodId: current && reasonOf(current) === null ? current.accountPaymentMethodId : '',
    },
  })
  const { submit, failure, pending } = useFormSubmit(
    form,
    (body) => postSubscriptionChangePaymentMethod(subscriptionId, body),
    {
      fields: FIELDS,
      messages: { PAYMENT_METHOD_NOT_SELECTED, SUBSCRIPTION_RENEWING: RENEWING_PAYMENT_CHANGE },
      next: `${path}/payment-method/complete`,
    },
  )
  const label = (method: AccountPaymentMethod) => {
    const expiry = formatCardExpiry(method.cardInfo?.expireDate)
    const name = formatPaymentMethod(i18n, method)
    return expiry ? t`${name}（有効期限 ${expiry}）` : name
  }
  const addHref = `/mypage/payment-method?returnTo=${encodeURIComponent(`${path}/payment-method`)}`

  return (
    <NarrowColumn>
      <FormShell
        form={form}
        onSubmit={submit}
        failure={failure}
        intro={
          <>
            <Title order={1}>{t`お支払い方法の変更`}</Title>
            <Text>{t`「${subscription.planName}」のお支払いに使う方法を選んでください。`}</Text>
            {isRenewing && <RenewingNotice>{i18n._(RENEWING_PAYMENT_CHANGE)}</RenewingNotice>}
          </>
        }
      >
        {paymentMethods.length > 0 ? (
          <FormRadioGroup
            requirement="required"
            name="paymentMethodId"
            label={t`お支払い方法`}
            stacked
            options={paymentMethods.map((method) => {
              const reason = reasonOf(method)
              return {
                value: method.accountPaymentMethodId,
                label: label(method),
                disabled: reason !== null,
                description: reason && <UnchoosableNote reason={reason} />,
              }
            })}
          />
        ) : (
          // Nothing to choose: a change sent anyway says '支払い方法が選択されていません' here.
          <FormFieldBox name="paymentMethodId" label={t`お支払い方法`}>
            <Text>{t`登録されているお支払い方法はありません。`}</Text>
          </FormFieldBox>
        )}
        <Anchor component={HrefLink} href={addHref}>
          {t`お支払い方法を追加する`}
        </Anchor>
        <SubmitButton pending={pending} disabled={isRenewing}>
          {t`変更する`}
        </SubmitButton>
        <BackToContract subscriptionId={subscription.subscriptionId} />
      </FormShell>
    </NarrowColumn>
  )
}
