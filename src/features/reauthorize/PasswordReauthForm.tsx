import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { FormPasswordField } from '~/components/form/FormPasswordField'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import type { Reauthorization } from './reauthorization'
import { passwordReauthSchema } from './reauthorize-schema'

const schema = passwordReauthSchema()
const FIELDS = ['password'] as const

export interface PasswordReauthFormProps {
  proof: Reauthorization
}

/** Re-authentication by the member's password. */
export function PasswordReauthForm({ proof }: PasswordReauthFormProps) {
  const { t } = useLingui()
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  })
  const { submit, failure, pending, retryAt } = useFormSubmit(form, proof.send, {
    fields: FIELDS,
    next: proof.next,
  })

  return (
    <FormShell form={form} onSubmit={submit} failure={failure}>
      <FormPasswordField
        requirement="required"
        control={form.control}
        name="password"
        label={t`パスワード`}
        autoComplete="current-password"
      />
      <SubmitButton pending={pending} retryAt={retryAt}>
        {t`本人確認する`}
      </SubmitButton>
    </FormShell>
  )
}
