import { useLingui } from '@lingui/react/macro'
import { Alert, Stack, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { getGetMypagePaymentMethodScreenDataSuspenseQueryOptions } from '~generated/api/mypage-payments/mypage-payments'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { useSaidOnce } from '~/lib/api/use-said-once'
import type { AddMethodSectionProps } from './AddMethodSection'
import { RegisteredMethods } from './RegisteredMethods'

/**
 * The add section's form: its code (and, through it, the card provider's, decision 0014) loads
 * with the page (decision 0025).
 */
export const DeferredAddMethodSection = lazyForm<AddMethodSectionProps>(() =>
  import('./AddMethodSection').then((module) => module.AddMethodSection),
)

/**
 * /mypage/payment-method (spec 02 §2): the failure of the last registration at a provider (once),
 * the registered methods and the add section.
 */
export function PaymentMethodPage({ returnTo }: { returnTo: string | undefined }) {
  const { t } = useLingui()
  const options = getGetMypagePaymentMethodScreenDataSuspenseQueryOptions({ returnTo })
  const { data } = useSuspenseQuery(options)
  const [now] = useState(() => new Date())
  useSaidOnce(data.registrationErrorMessage, options.queryKey)
  return (
    <Stack gap="xl" maw={720}>
      <Title order={1}>{t`お支払い方法`}</Title>
      {data.registrationErrorMessage && (
        <Alert
          color="red"
          role="alert"
          variant="light"
          title={t`お支払い方法を登録できませんでした`}
        >
          {data.registrationErrorMessage}
        </Alert>
      )}
      <RegisteredMethods methods={data.paymentMethods} now={now} />
      <DeferredAddMethodSection
        addable={data.addablePaymentMethods}
        creditCardSetting={data.creditCardSetting}
      />
    </Stack>
  )
}
