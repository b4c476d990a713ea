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
import { SITE_SIGNIN, type SigninFlow } from '../signin-flow'

const FIELDS = ['authCode'] as const

export interface CodeSignInFormProps {
  email: string
  /** The code's name as this page gives it (`codeName`). */
  displayName: string
  returnTo: string | undefined
  flow?: SigninFlow
}

/**
 * /login/code, step 2: the e-mailed code (spec 01 §4, §9); after a wrong code the submit button
 * waits for a different one. Its resend and the change of address are the page's (LoginCodePage).
 */
export function CodeSignInForm({
  email,
  displayName,
  returnTo,
  flow = SITE_SIGNIN,
}: CodeSignInFormProps) {
  const { t, i18n } = useLingui()
  const schema = useMemo(() => authCodeFormSchema(i18n, displayName), [i18n, displayName])
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { authCode: '' },
  })
  const { submit, failure, pending, retryAt, codeRejected } = useFormSubmit(
    form,
    ({ authCode }) =>
      flow.postLogin({ loginMethod: 'AuthCode', emailUserId: email, authCode }, returnTo),
    { fields: FIELDS, codeField: 'authCode', next: '/', fullLoad: true },
  )

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
        {t`ログイン`}
      </SubmitButton>
    </FormShell>
  )
}
