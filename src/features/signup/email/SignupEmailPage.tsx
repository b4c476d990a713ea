import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Stack, Text, TextInput, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import {
  postSignupEmail,
  getGetSignupEmailScreenDataSuspenseQueryOptions,
} from '~generated/api/signup/signup'
import { FormAlert } from '~/components/form/FormAlert'
import { useFormFailure } from '~/components/form/use-form-failure'
import { PolicyConsentList } from '~/components/policy/PolicyConsentList'
import { usePolicyProgress } from '~/components/policy/use-policy-progress'
import { isApiError } from '~/lib/api/api-error'
import { preventImeEnterSubmit } from '~/lib/forms/ime'
import { translateMessage } from '~/lib/forms/messages'
import { EMAIL_MAX_LENGTH } from '~/lib/rules/email'
import { toPolicyConsentData } from '~/lib/rules/policy-reading'
import { rememberEmail, rememberedEmail } from '../draft'
import { CATALOGUED } from '../rules/registration-failure'
import { useFollowAnswer } from '../use-follow-answer'
import { SignupSubmitButton } from '../SignupSubmitButton'
import { signupEmailSchema } from './email-schema'
import { LoginInstead } from './LoginInstead'

const FIELDS = ['email'] as const
const EMAIL_TAKEN = new Set([
  'ACCOUNT_ALREADY_EXISTS_EMAIL',
  'ACCOUNT_ALREADY_EXISTS_EXTERNAL_EMAIL',
])

/**
 * /signup/email: the address the sign-up PIN goes to. Coming back (from the PIN screen, or after
 * the sign-up expired and restarted) the address is filled in again.
 */
export function SignupEmailPage() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(getGetSignupEmailScreenDataSuspenseQueryOptions())
  const hasPolicies = data.policies.length > 0
  const schema = useMemo(() => signupEmailSchema(hasPolicies), [hasPolicies])
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: data.email ?? '', policiesAgreed: false },
  })
  const { failure, retryAt, report } = useFormFailure(form.setError, FIELDS, CATALOGUED)
  const policies = usePolicyProgress(data.policies)
  const follow = useFollowAnswer()
  const [emailTaken, setEmailTaken] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const { errors, isSubmitting, isSubmitted } = form.formState

  // The address typed before a restart, when the server no longer has it (browser only).
  useEffect(() => {
    const kept = rememberedEmail()
    if (!data.email && kept) form.setValue('email', kept)
  }, [data.email, form])

  useEffect(() => {
    form.setValue('policiesAgreed', policies.allDone, { shouldValidate: isSubmitted })
  }, [form, policies.allDone, isSubmitted])

  const submit = form.handleSubmit(async ({ email }) => {
    setEmailTaken(false)
    rememberEmail(email)
    try {
      const answer = await postSignupEmail({
        type: 'signUp',
        email,
        policyConsentData: [...data.policyConsentData, ...toPolicyConsentData(data.policies)],
      })
      setLeaving(await follow(answer, '/signup/pin-code'))
    } catch (error) {
      setEmailTaken(isApiError(error) && EMAIL_TAKEN.has(error.code))
      report(error)
    }
  })

  return (
    <form method="post" noValidate onSubmit={submit} onKeyDown={preventImeEnterSubmit}>
      <Stack gap="lg">
        <Title order={1}>{t`メールアドレスの入力`}</Title>
        <Text>{t`ご登録のメールアドレスに認証コードをお送りします。`}</Text>
        <FormAlert message={failure?.message} code={failure?.code} />
        <Controller
          control={form.control}
          name="email"
          render={({ field }) => (
            <TextInput
              {...field}
              type="email"
              label={t`メールアドレス`}
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              required
              withAsterisk={false}
              error={translateMessage(i18n, errors.email?.message)}
            />
          )}
        />
        {emailTaken && <LoginInstead />}
        {hasPolicies && (
          <PolicyConsentList
            policies={data.policies}
            progress={policies.progress}
            onProgress={policies.update}
            error={translateMessage(i18n, errors.policiesAgreed?.message)}
          />
        )}
        <SignupSubmitButton pending={isSubmitting || leaving} retryAt={retryAt} fullWidth>
          {t`認証コードを送信`}
        </SignupSubmitButton>
      </Stack>
    </form>
  )
}
