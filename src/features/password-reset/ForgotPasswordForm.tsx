import { useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import { postAuthPasswordForgot } from '~generated/api/password-reset/password-reset'
import { FormEmailField } from '~/components/form/FormTextField'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { lazyResolver, useLazyResolver } from '~/components/before-hydration/use-lazy-resolver'
import type { ForgotPasswordInput, ForgotPasswordValues } from './forgot-schema'

const resolver = lazyResolver(() =>
  import('./forgot-schema').then((module) => module.forgotPasswordResolver()),
)
const FIELDS = ['email'] as const

/** The address a reset link goes to. */
export function ForgotPasswordForm() {
  const { t } = useLingui()
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: useLazyResolver(resolver),
    defaultValues: { email: '' },
  })
  const { submit, failure, pending, retryAt } = useFormSubmit(form, postAuthPasswordForgot, {
    fields: FIELDS,
    next: '/password/forgot/complete',
  })

  return (
    <FormShell form={form} onSubmit={submit} failure={failure}>
      <FormEmailField
        requirement="required"
        control={form.control}
        name="email"
        label={t`メールアドレス`}
      />
      <SubmitButton pending={pending} retryAt={retryAt}>
        {t`再設定用のリンクを送信`}
      </SubmitButton>
    </FormShell>
  )
}
