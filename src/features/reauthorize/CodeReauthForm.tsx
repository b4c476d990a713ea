import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Button, Stack, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { postAccountReauthorizeReSendAuthCode } from '~generated/api/signin/signin'
import { CodeEntryField } from '~/components/form/CodeEntryField'
import { FormAlert } from '~/components/form/FormAlert'
import { ResendCodeButton } from '~/components/form/ResendCodeButton'
import { SubmitButton } from '~/components/form/SubmitButton'
import { useCodeSubmit } from '~/components/form/use-code-submit'
import { useCodeResend } from '~/components/form/use-code-resend'
import { preventImeEnterSubmit } from '~/lib/forms/ime'
import { authCodeFormSchema } from '~/lib/rules/codes'

const FIELDS = ['authCode'] as const

export interface CodeReauthFormProps {
  email: string
  displayName: string
  /** When the last code was sent, or null when none has been sent for this screen yet. */
  initialSentAt: number | null
  onProof: (proof: { authCode: string }) => Promise<void>
}

/** Re-authentication by a code e-mailed to the contact address, with its resend. */
export function CodeReauthForm({
  email,
  displayName,
  initialSentAt,
  onProof,
}: CodeReauthFormProps) {
  const { t, i18n } = useLingui()
  const schema = useMemo(() => authCodeFormSchema(i18n, displayName), [i18n, displayName])
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { authCode: '' },
  })
  const { submit, failure, retryAt, codeRejected } = useCodeSubmit(
    form,
    'authCode',
    FIELDS,
    onProof,
  )
  const [sentAt, setSentAt] = useState(initialSentAt)
  const sending = useCodeResend({ send: postAccountReauthorizeReSendAuthCode, onSent: setSentAt })
  const { isSubmitting } = form.formState

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
    <form noValidate onSubmit={submit} onKeyDown={preventImeEnterSubmit}>
      <Stack gap="md">
        <Text>{t`${email} 宛に${displayName}を送信しました。メールに記載された${displayName}を入力してください。`}</Text>
        <FormAlert message={shown?.message} code={shown?.code} />
        <CodeEntryField control={form.control} name="authCode" label={displayName} />
        <SubmitButton pending={isSubmitting} disabled={codeRejected} retryAt={retryAt} fullWidth>
          {t`本人確認する`}
        </SubmitButton>
        <ResendCodeButton sentAt={sentAt} pending={sending.pending} onResend={sending.send} />
      </Stack>
    </form>
  )
}
