import { useLingui } from '@lingui/react/macro'
import { Text, Title } from '@mantine/core'
import type { WithdrawPinCodeScreenData } from '~generated/api/model'
import { postAccountWithdraw } from '~generated/api/withdraw/withdraw'
import { FormCodeField } from '~/components/form/FormCodeField'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { usePinCodeForm } from '~/components/code-entry/use-pin-code-form'
import { codeLabel, withCodeName } from '~/lib/i18n/code-name'
import { WITHDRAW_MESSAGES } from './withdraw-messages'

export interface WithdrawPinCodeFormProps {
  /** The screen's data (the same object on every render: the deferred form is memoised). */
  data: WithdrawPinCodeScreenData
}

/**
 * The PIN that closes the account (spec 01 §4, §9; WithdrawPinCodePage): after a refused PIN the
 * button waits for another one. The session ends with the withdrawal, so the completion is a full
 * page load.
 */
export function WithdrawPinCodeForm({ data }: WithdrawPinCodeFormProps) {
  const { t, i18n } = useLingui()
  const { email } = data
  const setting = withCodeName(i18n, data.pinCode)
  const { form, submit, failure, pending, retryAt, codeRejected } = usePinCodeForm(
    setting.displayName,
    postAccountWithdraw,
    { messages: WITHDRAW_MESSAGES, next: '/withdraw/complete', fullLoad: true },
  )

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      failure={failure}
      gap="lg"
      intro={
        <>
          <Title order={1}>{t`退会の確認`}</Title>
          <Text>
            {t`${email} 宛に${setting.displayName}を送信しました。メールに記載された${setting.displayName}を入力すると、退会が完了します。`}
          </Text>
          <Text size="sm" c="dimmed">
            {t`退会すると元に戻すことはできません。`}
          </Text>
        </>
      }
    >
      <FormCodeField
        control={form.control}
        name="pinCode"
        label={codeLabel(i18n, setting.displayName)}
        requirement="required"
      />
      <SubmitButton pending={pending} disabled={codeRejected} retryAt={retryAt} color="red.9">
        {t`退会する`}
      </SubmitButton>
    </FormShell>
  )
}
