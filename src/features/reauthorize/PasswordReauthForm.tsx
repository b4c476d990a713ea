import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { FormAlert } from '~/components/form/FormAlert'
import { PasswordField } from '~/components/form/PasswordField'
import { SubmitButton } from '~/components/form/SubmitButton'
import { useFormFailure } from '~/components/form/use-form-failure'
import { preventImeEnterSubmit } from '~/lib/forms/ime'
import { translateMessage } from '~/lib/forms/messages'
import { passwordReauthSchema } from './reauthorize-schemas'

const schema = passwordReauthSchema()
const FIELDS = ['password'] as const

/** Re-authentication by the member's password. */
export function PasswordReauthForm({
  onProof,
}: {
  onProof: (proof: { password: string }) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  })
  const { failure, retryAt, report } = useFormFailure(form.setError, FIELDS)
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    try {
      await onProof(values)
    } catch (error) {
      report(error)
    }
  })

  return (
    <form noValidate onSubmit={submit} onKeyDown={preventImeEnterSubmit}>
      <Stack gap="md">
        <FormAlert message={failure?.message} code={failure?.code} />
        <PasswordField
          {...form.register('password')}
          label={t`パスワード`}
          autoComplete="current-password"
          error={translateMessage(i18n, errors.password?.message)}
        />
        <SubmitButton pending={isSubmitting} retryAt={retryAt} fullWidth>
          {t`本人確認する`}
        </SubmitButton>
      </Stack>
    </form>
  )
}
