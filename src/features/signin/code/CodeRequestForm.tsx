import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { postAccountEmailSendPinCode } from '~generated/api/signin/signin'
import { FormEmailField } from '~/components/form/FormTextField'
import { FormShell } from '~/components/form/FormShell'
import type { ShownCode } from '~/components/code-entry/ResendCodeButton'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { codeRequestSchema } from './code-request-schema'

const schema = codeRequestSchema()
const FIELDS = ['email'] as const

export interface CodeRequestFormProps {
  /** The code's name as this page gives it (`codeName`). */
  displayName: string
  /** The code sent, as the send's answer presents it (for its resend's countdown). */
  onSent: (email: string, code: ShownCode) => void
}

/** /login/code, step 1: the e-mail address a sign-in code is sent to. */
export function CodeRequestForm({ displayName, onSent }: CodeRequestFormProps) {
  const { t } = useLingui()
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  })
  const { submit, failure, pending, retryAt } = useFormSubmit(
    form,
    ({ email }) => postAccountEmailSendPinCode({ email, type: 'login' }),
    {
      fields: FIELDS,
      onSuccess: (sent, { email }) => onSent(email, sent),
    },
  )

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      failure={failure}
      intro={<Text>{t`登録済みのメールアドレスに${displayName}をお送りします。`}</Text>}
    >
      <FormEmailField
        requirement="required"
        control={form.control}
        name="email"
        label={t`メールアドレス`}
      />
      <SubmitButton pending={pending} retryAt={retryAt}>
        {t`${displayName}を送信`}
      </SubmitButton>
    </FormShell>
  )
}
