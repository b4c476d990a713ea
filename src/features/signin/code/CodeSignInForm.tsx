import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Button, Stack, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type * as z from 'zod'
import { postAccountEmailSendPinCode, postLogin } from '../../../../generated/api/signin/signin'
import { CodeField } from '~/components/form/CodeField'
import { FormAlert } from '~/components/form/FormAlert'
import { ResendCodeButton, sentAtFromCountdown } from '~/components/form/ResendCodeButton'
import { SubmitButton } from '~/components/form/SubmitButton'
import { CODE_REJECTED_MESSAGE, useCodeRejection } from '~/components/form/use-code-rejection'
import { useFormFailure } from '~/components/form/use-form-failure'
import { showToast } from '~/components/toast'
import { preventImeEnterSubmit } from '~/lib/forms/ime'
import { translateMessage } from '~/lib/forms/messages'
import { PIN_CODE_MAX_LENGTH } from '~/lib/rules/codes'
import { continueAfterSignIn } from '../continue-after-sign-in'
import { codeSignInSchema } from './code-schemas'

const FIELDS = ['authCode'] as const

export interface CodeSignInFormProps {
  email: string
  sentAt: number
  displayName: string
  returnTo: string | undefined
  onResent: (sentAt: number) => void
  onChangeEmail: () => void
}

/**
 * /login/code, step 2: the e-mailed code (spec 01 §4, §9). Resend after the 30-second countdown;
 * after a wrong code the submit button waits for a different one.
 */
export function CodeSignInForm({
  email,
  sentAt,
  displayName,
  returnTo,
  onResent,
  onChangeEmail,
}: CodeSignInFormProps) {
  const { t, i18n } = useLingui()
  const schema = useMemo(() => codeSignInSchema(i18n, displayName), [i18n, displayName])
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { authCode: '' },
  })
  const { failure, retryAt, report } = useFormFailure(form.setError, FIELDS)
  const resendFailure = useFormFailure(form.setError, [])
  const rejection = useCodeRejection()
  const [resending, setResending] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const { errors, isSubmitting } = form.formState
  const typedCode = useWatch({ control: form.control, name: 'authCode' })

  const submit = form.handleSubmit(async ({ authCode }) => {
    try {
      const answer = await postLogin(
        { loginMethod: 'AuthCode', emailUserId: email, authCode },
        { returnTo },
      )
      setLeaving(continueAfterSignIn(answer))
    } catch (error) {
      if (rejection.refuses(error, authCode)) {
        form.setError(
          'authCode',
          { type: 'server', message: i18n._(CODE_REJECTED_MESSAGE) },
          { shouldFocus: true },
        )
      } else {
        report(error)
      }
    }
  })

  const resend = async () => {
    setResending(true)
    try {
      const sent = await postAccountEmailSendPinCode({ email, type: 'login' })
      onResent(sentAtFromCountdown(sent.resendCountdownSeconds))
      showToast({ message: t`${displayName}を再送信しました。` })
    } catch (error) {
      resendFailure.report(error)
    } finally {
      setResending(false)
    }
  }

  const shown = failure ?? resendFailure.failure
  return (
    <form noValidate onSubmit={submit} onKeyDown={preventImeEnterSubmit}>
      <Stack gap="md">
        <Text>{t`${email} 宛に${displayName}を送信しました。メールに記載された${displayName}を入力してください。`}</Text>
        <FormAlert message={shown?.message} code={shown?.code} />
        <Controller
          control={form.control}
          name="authCode"
          render={({ field }) => (
            <CodeField
              {...field}
              label={displayName}
              maxLength={PIN_CODE_MAX_LENGTH}
              error={translateMessage(i18n, errors.authCode?.message)}
            />
          )}
        />
        <SubmitButton
          pending={isSubmitting || leaving}
          disabled={rejection.isRejected(typedCode)}
          retryAt={retryAt}
          fullWidth
        >
          {t`ログイン`}
        </SubmitButton>
        <ResendCodeButton sentAt={sentAt} pending={resending} onResend={resend} />
        <Button variant="subtle" onClick={onChangeEmail}>
          {t`メールアドレスを変更する`}
        </Button>
      </Stack>
    </form>
  )
}
