import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Stack, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { postAccountReauthorizeReSendAuthCode } from '~generated/api/signin/signin'
import { FormAlert } from '~/components/form/FormAlert'
import { FormCodeField } from '~/components/form/fields/FormCodeField'
import { FormShell } from '~/components/form/FormShell'
import { ResendCodeButton } from '~/components/form/ResendCodeButton'
import { SubmitButton } from '~/components/form/SubmitButton'
import { useCodeResend } from '~/components/form/use-code-resend'
import { useFormSubmit } from '~/components/form/use-form-submit'
import { codeLabel } from '~/lib/i18n/code-name'
import { authCodeFormSchema } from '~/lib/rules/codes'
import type { Reauthorization } from './reauthorization'
import { Button } from '~/components/button/Button'

const FIELDS = ['authCode'] as const

export interface CodeReauthFormProps {
  email: string
  /** The code's name as this page gives it (`codeName`). */
  displayName: string
  /** When the last code was sent, or null when none has been sent for this screen yet. */
  initialSentAt: number | null
  proof: Reauthorization
}

/** Re-authentication by a code e-mailed to the contact address, with its resend. */
export function CodeReauthForm({ email, displayName, initialSentAt, proof }: CodeReauthFormProps) {
  const { t, i18n } = useLingui()
  const schema = useMemo(() => authCodeFormSchema(i18n, displayName), [i18n, displayName])
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { authCode: '' },
  })
  const { submit, failure, pending, retryAt, codeRejected } = useFormSubmit(form, proof.send, {
    fields: FIELDS,
    codeField: 'authCode',
    next: proof.next,
  })
  const [sentAt, setSentAt] = useState(initialSentAt)
  const sending = useCodeResend({ send: postAccountReauthorizeReSendAuthCode, onSent: setSentAt })

  const shown = failure ?? sending.failure
  if (sentAt === null) {
    return (
      <Stack gap="md">
        <Text>{t`${email} 宛に${displayName}をお送りします。`}</Text>
        <FormAlert message={shown?.message} code={shown?.code} />
        <Button onClick={sending.send} loading={sending.pending} fullWidth>
          {t`${displayName}を送信`}
        </Button>
      </Stack>
    )
  }

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      failure={shown}
      intro={
        <Text>{t`${email} 宛に${displayName}を送信しました。メールに記載された${displayName}を入力してください。`}</Text>
      }
    >
      <FormCodeField control={form.control} name="authCode" label={codeLabel(i18n, displayName)} />
      <SubmitButton pending={pending} disabled={codeRejected} retryAt={retryAt} fullWidth>
        {t`本人確認する`}
      </SubmitButton>
      <ResendCodeButton sentAt={sentAt} pending={sending.pending} onResend={sending.send} />
    </FormShell>
  )
}
