import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { FormCodeField } from '~/components/form/FormCodeField'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { codeLabel } from '~/lib/i18n/code-name'
import { authCodeFormSchema } from '~/lib/rules/codes'
import type { Reauthorization } from './reauthorization'

const FIELDS = ['authCode'] as const

export interface CodeReauthFormProps {
  email: string
  /** The code's name as this page gives it (`codeName`). */
  displayName: string
  proof: Reauthorization
}

/**
 * Re-authentication by a code e-mailed to the contact address; after a wrong code the submit
 * button waits for a different one. Its sending and resend are CodeReauthStep's.
 */
export function CodeReauthForm({ email, displayName, proof }: CodeReauthFormProps) {
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

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      failure={failure}
      intro={
        <Text>{t`${email} 宛に${displayName}を送信しました。メールに記載された${displayName}を入力してください。`}</Text>
      }
    >
      <FormCodeField
        requirement="required"
        control={form.control}
        name="authCode"
        label={codeLabel(i18n, displayName)}
      />
      <SubmitButton pending={pending} disabled={codeRejected} retryAt={retryAt}>
        {t`本人確認する`}
      </SubmitButton>
    </FormShell>
  )
}
