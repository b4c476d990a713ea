import { useLingui } from '@lingui/react/macro'
import { Alert, Group, Text, Title } from '@mantine/core'
import { useState } from 'react'
import type { SignupConfirmScreenData } from '~generated/api/model'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { ConfirmTable } from '~/components/profile-form/ConfirmTable'
import { ButtonLink } from '~/components/button/ButtonLink'
import { useHeldInput } from '../held-input'
import { RegistrationFailureAlert } from '../form/RegistrationFailureAlert'
import { confirmRows } from './confirm-rows'
import { useRegister } from './use-register'

export interface SignupConfirmFormProps {
  data: SignupConfirmScreenData
}

/**
 * The values to register, a way back to fix them, and the registration. After a reload the
 * password is gone (memory only): a required one must be typed again on the form; an optional one
 * (external sign-up) may be left out.
 */
export function SignupConfirmForm({ data }: SignupConfirmFormProps) {
  const { t, i18n } = useLingui()
  const held = useHeldInput()
  const { form, submit, pending, failure, retryAt, canRegister } = useRegister(data, held)
  const [submitted, setSubmitted] = useState(false)
  const rows = confirmRows(
    {
      values: data.inputtedData,
      setting: data.registrationSetting,
      parentalConsentOptions: data.parentalConsentOptions,
      countryName: data.countryName,
      hasPassword: Boolean(held?.password),
    },
    i18n,
  )

  return (
    <FormShell
      form={form}
      onSubmit={(event) => {
        setSubmitted(true)
        void submit(event)
      }}
      gap="lg"
      intro={
        <>
          <Title order={1}>{t`入力内容の確認`}</Title>
          <Text>{t`以下の内容で登録します。よろしければ「登録する」を押してください。`}</Text>
        </>
      }
    >
      <RegistrationFailureAlert failure={failure} />
      {!held &&
        (canRegister ? (
          <Alert color="blue" variant="light">
            {t`ページを再読み込みしたため、パスワードを入力していた場合は消去されました。パスワードを設定する場合は「修正する」から入力し直してください。このまま登録すると、パスワードなしで登録されます。`}
          </Alert>
        ) : (
          <Alert color="yellow" variant="light" role={submitted ? 'alert' : undefined}>
            {t`ページを再読み込みしたため、安全のためパスワードなどの入力内容の一部が消去されました。お手数ですが「修正する」から入力画面に戻り、パスワードを入力し直してください。`}
          </Alert>
        ))}
      <ConfirmTable rows={rows} />
      <Group grow>
        <ButtonLink to="/signup/form" variant="default" size="md">
          {t`修正する`}
        </ButtonLink>
        <SubmitButton pending={pending} disabled={!canRegister} retryAt={retryAt}>
          {t`登録する`}
        </SubmitButton>
      </Group>
    </FormShell>
  )
}
