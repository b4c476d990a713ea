import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import type { Survey, WithdrawConfirmRequest, WithdrawConsentOption } from '~generated/api/model'
import { postAccountWithdrawConfirm } from '~generated/api/withdraw/withdraw'
import { FormCheckboxGroup } from '~/components/form/FormCheckboxGroup'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { useSessionDraft } from '~/components/drafts/use-session-draft'
import { SurveyFields } from '~/components/survey/SurveyFields'
import { forgetSession } from '~/lib/browser/session-draft'
import {
  withdrawConfirmBody,
  withdrawDefaultValues,
  withdrawFormField,
  withdrawFormSchema,
  type WithdrawFormInput,
} from './withdraw-schema'
import { WITHDRAW_MESSAGES } from './withdraw-messages'

/** The answers not sent yet, kept in the tab. */
const DRAFT_KEY = 'withdraw.draft'
const DRAFT_OPTIONS = { lists: ['consent'] } as const

export interface WithdrawFormProps {
  consentOptions: readonly WithdrawConsentOption[]
  survey: Survey | null | undefined
  inputtedData: WithdrawConfirmRequest | null | undefined
}

/**
 * The consents (at least one: '同意は必須です') and the withdrawal survey; the button is enabled
 * only while the answers are valid (spec 01 §5), and sends the PIN.
 */
export function WithdrawForm({ consentOptions, survey, inputtedData }: WithdrawFormProps) {
  const { t, i18n } = useLingui()
  const schema = useMemo(() => withdrawFormSchema(survey, i18n), [survey, i18n])
  // The answers held by the server (coming back from the PIN screen). A page shown again may
  // first render the cached screen data and then its fresh copy: `values` takes the fresh answers
  // in, keeping whatever the member already changed.
  const held = useMemo(
    () =>
      withdrawDefaultValues(
        survey,
        consentOptions.map((option) => option.key),
        inputtedData,
      ),
    [survey, consentOptions, inputtedData],
  )
  const form = useForm<WithdrawFormInput>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: held,
    values: held,
    resetOptions: { keepDirtyValues: true },
  })
  // A reload or Back keeps the answers, from the ones the form started from.
  useSessionDraft(
    form,
    DRAFT_KEY,
    useMemo(() => JSON.stringify(held), [held]),
    DRAFT_OPTIONS,
  )
  const { submit, failure, pending, retryAt } = useFormSubmit(
    form,
    (values) => postAccountWithdrawConfirm(withdrawConfirmBody(survey, values)),
    {
      fieldOf: withdrawFormField,
      messages: WITHDRAW_MESSAGES,
      next: '/withdraw/pin-code',
      onSuccess: () => forgetSession(DRAFT_KEY),
    },
  )
  const { isValid } = form.formState
  const options = consentOptions.map((option) => ({
    value: option.key,
    label: (
      <>
        {option.label}
        {option.description && (
          <Text component="span" display="block" size="sm" c="dimmed">
            {option.description}
          </Text>
        )}
      </>
    ),
  }))

  return (
    <FormShell form={form} onSubmit={submit} failure={failure} gap="xl">
      <FormCheckboxGroup<WithdrawFormInput>
        name="consent"
        label={t`同意事項`}
        description={t`退会にあたり、以下の内容をご確認ください。`}
        requirement="required"
        options={options}
      />
      <SurveyFields survey={survey} />
      <div>
        <SubmitButton pending={pending} disabled={!isValid} retryAt={retryAt}>
          {t`認証コードを送信して次へ`}
        </SubmitButton>
        {!isValid && (
          <Text size="sm" c="dimmed" mt="xs">
            {t`必須の項目をすべて入力すると、次へ進めます。`}
          </Text>
        )}
      </div>
    </FormShell>
  )
}
