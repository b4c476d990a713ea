import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { postAccountEnableMultiFactor } from '~generated/api/mypage-security/mypage-security'
import { FormCodeField } from '~/components/form/FormCodeField'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { OTP_LENGTH } from '~/lib/rules/codes'
import { otpSetUpSchema } from './otp-schema'

const schema = otpSetUpSchema()
const FIELDS = ['token'] as const

export interface OtpFormProps {
  /** The secret the app was given, confirmed with the code it shows. */
  secret: string
}

/**
 * The authenticator app's 6-digit code that enables the type (spec 02 §2, §5). A wrong code says
 * '認証に失敗しました。' on the field.
 */
export function OtpForm({ secret }: OtpFormProps) {
  const { t } = useLingui()
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { token: '' },
  })
  const { submit, failure, pending, retryAt, codeRejected } = useFormSubmit(
    form,
    ({ token }) => postAccountEnableMultiFactor({ multiFactorType: 'OTP', secret, token }),
    { fields: FIELDS, codeField: 'token' },
  )

  return (
    <FormShell form={form} onSubmit={submit} failure={failure}>
      <FormCodeField
        requirement="required"
        control={form.control}
        name="token"
        label={t`ワンタイムパスワード`}
        description={t`認証アプリに表示されている6桁の数字`}
        maxLength={OTP_LENGTH}
      />
      <SubmitButton pending={pending} disabled={codeRejected} retryAt={retryAt}>
        {t`有効にする`}
      </SubmitButton>
    </FormShell>
  )
}
