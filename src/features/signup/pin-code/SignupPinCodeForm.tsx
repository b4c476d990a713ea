import { useLingui } from '@lingui/react/macro'
import { Text, Title } from '@mantine/core'
import type { SignupPinCodeScreenData } from '~generated/api/model'
import { postSignupPinCode } from '~generated/api/signup/signup'
import { FormCodeField } from '~/components/form/FormCodeField'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { usePinCodeForm } from '~/components/code-entry/use-pin-code-form'
import { codeLabel, withCodeName } from '~/lib/i18n/code-name'

export interface SignupPinCodeFormProps {
  /** The screen's data (the same object on every render: the deferred form is memoised). */
  data: SignupPinCodeScreenData
}

/**
 * The PIN e-mailed to the sign-up address (spec 01 §4, §9; SignupPinCodePage): after a refused
 * PIN the submit button waits for another one. An expired PIN is refused like a wrong one.
 */
export function SignupPinCodeForm({ data }: SignupPinCodeFormProps) {
  const { t, i18n } = useLingui()
  const { email } = data
  const setting = withCodeName(i18n, data.pinCode)
  const { form, submit, failure, pending, retryAt, codeRejected } = usePinCodeForm(
    setting.displayName,
    postSignupPinCode,
    { next: '/signup/form' },
  )

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      failure={failure}
      gap="lg"
      intro={
        <>
          <Title order={1}>{t`認証コードの入力`}</Title>
          <Text>
            {t`${email} 宛に${setting.displayName}を送信しました。メールに記載された${setting.displayName}を入力してください。`}
          </Text>
        </>
      }
    >
      <FormCodeField
        control={form.control}
        name="pinCode"
        label={codeLabel(i18n, setting.displayName)}
        requirement="required"
        description={t`有効期限が切れた場合は、下の「コードを再送信」から新しいコードを受け取ってください。`}
      />
      <SubmitButton pending={pending} disabled={codeRejected} retryAt={retryAt}>
        {t`認証して次へ`}
      </SubmitButton>
    </FormShell>
  )
}
