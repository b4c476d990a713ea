import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Stack, Text, TextInput } from '@mantine/core'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { postAccountEmailSendPinCode } from '~generated/api/signin/signin'
import { FormAlert } from '~/components/form/FormAlert'
import { sentAtFromCountdown } from '~/components/form/ResendCodeButton'
import { SubmitButton } from '~/components/form/SubmitButton'
import { useFormFailure } from '~/components/form/use-form-failure'
import { preventImeEnterSubmit } from '~/lib/forms/ime'
import { translateMessage } from '~/lib/forms/messages'
import { codeRequestSchema } from './code-schemas'

const schema = codeRequestSchema()
const FIELDS = ['email'] as const

export interface CodeRequestFormProps {
  displayName: string
  onSent: (email: string, sentAt: number) => void
}

/** /login/code, step 1: the e-mail address a sign-in code is sent to. */
export function CodeRequestForm({ displayName, onSent }: CodeRequestFormProps) {
  const { t, i18n } = useLingui()
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  })
  const { failure, retryAt, report } = useFormFailure(form.setError, FIELDS)
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const sent = await postAccountEmailSendPinCode({ email, type: 'login' })
      onSent(email, sentAtFromCountdown(sent.resendCountdownSeconds))
    } catch (error) {
      report(error)
    }
  })

  return (
    <form noValidate onSubmit={submit} onKeyDown={preventImeEnterSubmit}>
      <Stack gap="md">
        <Text>{t`登録済みのメールアドレスに${displayName}をお送りします。`}</Text>
        <FormAlert message={failure?.message} code={failure?.code} />
        <TextInput
          {...form.register('email')}
          label={t`メールアドレス`}
          type="email"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          error={translateMessage(i18n, errors.email?.message)}
        />
        <SubmitButton pending={isSubmitting} retryAt={retryAt} fullWidth>
          {t`${displayName}を送信`}
        </SubmitButton>
      </Stack>
    </form>
  )
}
