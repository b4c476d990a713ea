import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Button, Stack, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { postAccountEmailSendPinCode, postLogin } from '~generated/api/signin/signin'
import { CodeEntryField } from '~/components/form/CodeEntryField'
import { FormAlert } from '~/components/form/FormAlert'
import { ResendCodeButton } from '~/components/form/ResendCodeButton'
import { SubmitButton } from '~/components/form/SubmitButton'
import { useCodeSubmit } from '~/components/form/use-code-submit'
import { useCodeResend } from '~/components/form/use-code-resend'
import { preventImeEnterSubmit } from '~/lib/forms/ime'
import { authCodeFormSchema } from '~/lib/rules/codes'
import { continueAfterSignIn } from '../continue-after-sign-in'

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
  const schema = useMemo(() => authCodeFormSchema(i18n, displayName), [i18n, displayName])
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { authCode: '' },
  })
  const [leaving, setLeaving] = useState(false)
  const { submit, failure, retryAt, codeRejected } = useCodeSubmit(
    form,
    'authCode',
    FIELDS,
    async ({ authCode }) => {
      const answer = await postLogin(
        { loginMethod: 'AuthCode', emailUserId: email, authCode },
        { returnTo },
      )
      setLeaving(continueAfterSignIn(answer))
    },
  )
  const resending = useCodeResend({
    send: () => postAccountEmailSendPinCode({ email, type: 'login' }),
    onSent: onResent,
    sentMessage: t`${displayName}を再送信しました。`,
  })
  const { isSubmitting } = form.formState

  const shown = failure ?? resending.failure
  return (
    <form noValidate onSubmit={submit} onKeyDown={preventImeEnterSubmit}>
      <Stack gap="md">
        <Text>{t`${email} 宛に${displayName}を送信しました。メールに記載された${displayName}を入力してください。`}</Text>
        <FormAlert message={shown?.message} code={shown?.code} />
        <CodeEntryField control={form.control} name="authCode" label={displayName} />
        <SubmitButton
          pending={isSubmitting || leaving}
          disabled={codeRejected}
          retryAt={retryAt}
          fullWidth
        >
          {t`ログイン`}
        </SubmitButton>
        <ResendCodeButton sentAt={sentAt} pending={resending.pending} onResend={resending.send} />
        <Button variant="subtle" onClick={onChangeEmail}>
          {t`メールアドレスを変更する`}
        </Button>
      </Stack>
    </form>
  )
}
