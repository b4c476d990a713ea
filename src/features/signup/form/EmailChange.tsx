import { useLingui } from '@lingui/react/macro'
import { Button, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { postAccountEmailSendPinCode } from '~generated/api/signin/signin'
import type { PinCodeSetting } from '~generated/api/model'
import { FormAlert } from '~/components/form/FormAlert'
import { FormCodeField } from '~/components/form/fields/FormCodeField'
import { ResendCodeButton, sentAtFromCountdown } from '~/components/form/ResendCodeButton'
import { useFormFailure } from '~/components/form/use-form-failure'
import { showToast } from '~/components/overlays/toast'
import { codeLabel } from '~/lib/i18n/code-name'
import { emailSchema } from '~/lib/rules/email'
import type { SignupFormInput } from '../rules/form-input'
import { CATALOGUED } from '../rules/registration-failure'

/**
 * A changed e-mail needs a new PIN (spec 01 §5): send one to the new address, then type it.
 * The PIN goes with the form; the server checks it when the form is confirmed.
 */
export function EmailChange({ setting }: { setting: PinCodeSetting }) {
  const { t, i18n } = useLingui()
  const { control, getValues, trigger, setError } = useFormContext<SignupFormInput>()
  const sendFailure = useFormFailure(setError, ['email'], CATALOGUED)
  const [sentAt, setSentAt] = useState<number | null>(null)
  const [sending, setSending] = useState(false)

  const send = async () => {
    if (!(await trigger('email'))) return
    const email = emailSchema().parse(getValues('email'))
    setSending(true)
    sendFailure.clear()
    try {
      const sent = await postAccountEmailSendPinCode({ email, type: 'signUp' })
      setSentAt(sentAtFromCountdown(sent.resendCountdownSeconds))
      showToast({ message: t`${email} 宛に${setting.displayName}を送信しました。` })
    } catch (failure) {
      sendFailure.report(failure)
    } finally {
      setSending(false)
    }
  }

  return (
    <Stack gap="xs">
      <Text size="sm">
        {t`メールアドレスを変更する場合は、変更後のメールアドレスに届く${setting.displayName}を入力してください。`}
      </Text>
      <FormAlert message={sendFailure.failure?.message} code={sendFailure.failure?.code} />
      {sentAt === null ? (
        <Button variant="outline" onClick={() => void send()} loading={sending}>
          {t`${setting.displayName}を送信`}
        </Button>
      ) : (
        <ResendCodeButton sentAt={sentAt} pending={sending} onResend={() => void send()} />
      )}
      <FormCodeField
        control={control}
        name="pinCode"
        label={codeLabel(i18n, setting.displayName)}
        requirement="required"
      />
    </Stack>
  )
}
