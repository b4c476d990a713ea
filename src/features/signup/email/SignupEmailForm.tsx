import { useLingui } from '@lingui/react/macro'
import { Text, Title } from '@mantine/core'
import { useEffect, useMemo, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { EnvelopeOnly, SignupEmailRequest, SignupEmailScreenData } from '~generated/api/model'
import { FormEmailField } from '~/components/form/FormTextField'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { lazyResolver, useLazyResolver } from '~/components/before-hydration/use-lazy-resolver'
import { FormPolicyConsents } from '~/components/policy/FormPolicyConsents'
import { usePolicyProgress } from '~/components/policy/use-policy-progress'
import { EMAIL_MAX_LENGTH } from '~/lib/rules/email-messages'
import { toPolicyConsentData } from '~/lib/rules/policy-reading'
import { rememberEmail, rememberedEmail } from '../draft'
import { CATALOGUED } from '../rules/registration-failure'
import type { SignupEmailInput, SignupEmailValues } from './email-schema'
import { EmailTakenLogin } from './EmailTakenLogin'

const FIELDS = ['email'] as const

export interface SignupEmailFormProps {
  data: Pick<SignupEmailScreenData, 'policies' | 'policyConsentData'> & { email?: string | null }
  /** The sign-up's e-mail call: /zapi/signup/email, or /zapi/oidc/signup/email in the provider flow. */
  send: (body: SignupEmailRequest) => Promise<EnvelopeOnly>
  /** Where "sign in instead" goes when the address is taken. */
  loginPath?: '/login' | '/oidc/login'
  /** Shown above the form (the provider flow's client header). */
  header?: ReactNode
}

/** The e-mail address the sign-up PIN goes to, with the policies still to agree. */
export function SignupEmailForm({ data, send, loginPath, header }: SignupEmailFormProps) {
  const { t } = useLingui()
  const hasPolicies = data.policies.length > 0
  const reading = usePolicyProgress(data.policies)
  const resolver = useLazyResolver(
    useMemo(
      () =>
        lazyResolver(() =>
          import('./email-schema').then((module) => module.signupEmailResolver(hasPolicies)),
        ),
      [hasPolicies],
    ),
  )
  const form = useForm<SignupEmailInput, unknown, SignupEmailValues>({
    resolver,
    defaultValues: { email: data.email ?? '', policiesAgreed: false },
  })
  const { submit, failure, pending, retryAt } = useFormSubmit(
    form,
    ({ email }) => {
      rememberEmail(email)
      return send({
        type: 'signUp',
        email,
        policyConsentData: [...data.policyConsentData, ...toPolicyConsentData(data.policies)],
      })
    },
    {
      fields: FIELDS,
      messages: CATALOGUED,
      next: '/signup/pin-code',
    },
  )

  // The address typed before a restart, when the server no longer has it (browser only).
  useEffect(() => {
    const kept = rememberedEmail()
    if (!data.email && kept) form.setValue('email', kept)
  }, [data.email, form])

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      failure={failure}
      gap="lg"
      intro={
        <>
          {header}
          <Title order={1}>{t`メールアドレスの入力`}</Title>
          <Text>{t`ご登録のメールアドレスに認証コードをお送りします。`}</Text>
        </>
      }
    >
      <FormEmailField
        control={form.control}
        name="email"
        label={t`メールアドレス`}
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        requirement="required"
      />
      <EmailTakenLogin<SignupEmailInput> name="email" to={loginPath} failureCode={failure?.code} />
      {hasPolicies && (
        <FormPolicyConsents<SignupEmailInput> name="policiesAgreed" reading={reading} />
      )}
      {/* Enabled once every non-external policy is read (spec 01 §4). */}
      <SubmitButton pending={pending} disabled={!reading.allRead} retryAt={retryAt}>
        {t`認証コードを送信`}
      </SubmitButton>
    </FormShell>
  )
}
