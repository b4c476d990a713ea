import { useLingui } from '@lingui/react/macro'
import { Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { postAccountEmailSendPinCode } from '~generated/api/signin/signin'
import type { PinCodeSetting } from '~generated/api/model'
import { FormAlert } from '~/components/form-submit/FormAlert'
import { FormCodeField } from '~/components/form/FormCodeField'
import { ResendCodeButton } from '~/components/code-entry/ResendCodeButton'
import { RESEND_FAILURES, useCodeResend } from '~/components/code-entry/use-code-resend'
import { useFormFailure } from '~/components/form-submit/use-form-failure'
import { codeLabel } from '~/lib/i18n/code-name'
import { emailSchema } from '~/lib/rules/email'
import type { SignupFormInput } from '../rules/form-input'
import { CATALOGUED } from '../rules/registration-failure'
import { Button } from '~/components/button/Button'

const SEND_FAILURES = { ...RESEND_FAILURES, ...CATALOGUED }
/** Built once: the typed address is normalised on every render of the form (each keystroke). */
const EMAIL = emailSchema()

/**
 * A changed e-mail needs a new PIN (spec 01 §5): send one to the new address (`email`, as typed),
 * then type it. The PIN goes with the form; the server checks it when the form is confirmed.
 */
export function EmailChange({ setting, email: typed }: { setting: PinCodeSetting; email: string }) {
  const { t, i18n } = useLingui()
  const { control, trigger, setError } = useFormContext<SignupFormInput>()
  const email = EMAIL.safeParse(typed).data ?? typed
  const [sentAt, setSentAt] = useState<number | null>(null)
  const failures = useFormFailure(setError, ['email'], SEND_FAILURES)
  const sending = useCodeResend({
    send: () => postAccountEmailSendPinCode({ email, type: 'signUp' }),
    onSent: setSentAt,
    sentMessage: t`${email} 宛に${setting.displayName}を送信しました。`,
    failures,
  })
  const send = async () => {
    if (await trigger('email')) await sending.send()
  }

  return (
    <Stack gap="xs">
      <Text size="sm">
        {t`メールアドレスを変更する場合は、変更後のメールアドレスに届く${setting.displayName}を入力してください。`}
      </Text>
      <FormAlert
        message={sending.failure?.message}
        code={sending.failure?.code}
        requestId={sending.failure?.requestId}
      />
      {sentAt === null ? (
        <Button variant="outline" onClick={() => void send()} loading={sending.pending}>
          {t`${setting.displayName}を送信`}
        </Button>
      ) : (
        <ResendCodeButton sentAt={sentAt} pending={sending.pending} onResend={() => void send()} />
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
