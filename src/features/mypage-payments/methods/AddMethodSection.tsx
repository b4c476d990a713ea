import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Group, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { AddablePaymentMethod, CreditCardSetting } from '~generated/api/model'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { FormNormalizedField } from '~/components/form/FormNormalizedField'
import { FormRadioGroup } from '~/components/form/FormRadioGroup'
import { FormSelect } from '~/components/form/FormSelect'
import { PageSection } from '~/components/settings/PageSection'
import { CARD_BRANDS } from '~/lib/format/payment-method'
import { digitsOf } from '~/lib/forms/normalize'
import { preloadCardProvider } from '~/lib/payments/card-provider'
import { addMethodSchema, EMPTY_ADD_METHOD, type AddMethodValues } from '../rules/add-method-schema'
import { EXPIRY_MONTHS, expiryYearOptions } from '../rules/expiry-choices'
import {
  cardBrandOf,
  cardNumberMaxLength,
  formatCardNumber,
  normalizeCardNumber,
  securityCodeLength,
} from '../rules/card-number'
import { CARD_REGISTRATION_FAILED } from '../rules/token-errors'
import { useRegisterMethod } from './use-register-method'

export interface AddMethodSectionProps {
  addable: readonly AddablePaymentMethod[]
  creditCardSetting: CreditCardSetting | null
}

const CARD_FIELDS = ['cardNumber', 'expiryMonth', 'securityCode'] as const

/**
 * The add section (spec 02 §2, §5): choose a method the store allows, then — for a card — the
 * card form (number auto-spaced by brand, expiry, security code), or go on to the carrier or
 * PayPal; the campaign code is entered when buying a plan.
 */
export function AddMethodSection({ addable, creditCardSetting }: AddMethodSectionProps) {
  const { t } = useLingui()
  // The expiry lists and the "not before this month" rule use the time the page was opened.
  const [now] = useState(() => new Date())
  const cardMethods = addable
    .filter((method) => method.registrationKind === 'creditCard')
    .map((method) => method.paymentMethodType as string)
  const form = useForm<AddMethodValues>({
    resolver: zodResolver(
      addMethodSchema({
        cardMethods,
        acceptedCardBrands: creditCardSetting?.acceptedCardBrands ?? [],
        now,
      }),
    ),
    defaultValues: EMPTY_ADD_METHOD,
  })
  const register = useRegisterMethod(addable, creditCardSetting)
  const { submit, failure, pending } = useFormSubmit(form, register, {
    fields: ['method', ...CARD_FIELDS],
    fieldOf: (field) =>
      field === 'expiry' ? 'expiryMonth' : CARD_FIELDS.find((name) => name === field),
    messages: { CARD_REGISTRATION_ERROR: CARD_REGISTRATION_FAILED },
    fullLoad: true,
  })
  const [method, cardNumber] = useWatch({ control: form.control, name: ['method', 'cardNumber'] })
  const chosen = addable.find((candidate) => candidate.paymentMethodType === method)
  const kind = chosen?.registrationKind
  const brand = cardBrandOf(cardNumber)

  useEffect(() => {
    if (kind === 'creditCard' && creditCardSetting) preloadCardProvider(creditCardSetting)
  }, [kind, creditCardSetting])

  const accepted = (creditCardSetting?.acceptedCardBrands ?? [])
    .map((code) => CARD_BRANDS[code])
    .filter(Boolean)
    .join(', ')

  return (
    <PageSection title={t`お支払い方法の追加`}>
      <FormShell form={form} onSubmit={submit} failure={failure}>
        <FormRadioGroup
          requirement="required"
          name="method"
          label={t`追加するお支払い方法`}
          options={addable.map((candidate) => ({
            value: candidate.paymentMethodType,
            label: candidate.displayName,
          }))}
        />
        {kind === 'creditCard' && (
          <Stack gap="sm">
            {accepted && <Text size="sm">{t`ご利用いただけるカード：${accepted}`}</Text>}
            <FormNormalizedField
              name="cardNumber"
              label={t`カード番号`}
              requirement="required"
              normalize={normalizeCardNumber}
              format={formatCardNumber}
              maxLength={cardNumberMaxLength(brand)}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
              rightSectionWidth={brand ? 140 : undefined}
              rightSection={
                brand ? (
                  <Text size="xs" c="dimmed" data-testid="card-brand">
                    {CARD_BRANDS[brand]}
                  </Text>
                ) : undefined
              }
            />
            <Group gap="sm" align="flex-start">
              <FormSelect
                name="expiryMonth"
                label={t`有効期限（月）`}
                requirement="required"
                autoComplete="cc-exp-month"
                data={[
                  { value: '', label: t`月` },
                  ...EXPIRY_MONTHS.map((month) => ({ value: month, label: month })),
                ]}
              />
              <FormSelect
                name="expiryYear"
                label={t`有効期限（年）`}
                requirement="required"
                autoComplete="cc-exp-year"
                data={[{ value: '', label: t`年` }, ...expiryYearOptions(now)]}
              />
            </Group>
            <FormNormalizedField
              name="securityCode"
              label={t`セキュリティコード`}
              requirement="required"
              description={t`カード裏面（American Expressは表面）に記載された${securityCodeLength(brand)}桁の数字です。`}
              normalize={(typed) => digitsOf(typed).slice(0, securityCodeLength(brand))}
              maxLength={securityCodeLength(brand)}
              inputMode="numeric"
              autoComplete="cc-csc"
              style={{ width: 'calc(12.5rem * var(--mantine-scale))' }}
            />
            <Text size="xs" c="dimmed">
              {t`カード番号はカード会社にのみ送信され、当サイトには保存されません。`}
            </Text>
          </Stack>
        )}
        {kind === 'link' && (
          <Text size="sm">{t`${chosen?.displayName ?? ''}のページに移動して登録します。`}</Text>
        )}
        {kind === 'paypal' && <Text size="sm">{t`PayPalのページに移動して登録します。`}</Text>}
        {kind === 'campaignCode' ? (
          <Text size="sm">
            {t`キャンペーンコードは、プランのお申し込み時にお支払い方法で「キャンペーンコード」を選び、コードを入力してご利用ください。`}
          </Text>
        ) : (
          <SubmitButton pending={pending}>
            {kind === 'link' || kind === 'paypal' ? t`登録ページへ進む` : t`登録する`}
          </SubmitButton>
        )}
      </FormShell>
    </PageSection>
  )
}
