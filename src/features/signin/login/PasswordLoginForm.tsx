import { zodResolver } from '@hookform/resolvers/zod'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Stack, TextInput } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { postLogin } from '~generated/api/signin/signin'
import type { LoginError, SigninIdentifierType } from '~generated/api/model'
import { AnchorLink } from '~/components/router-links'
import { FormAlert } from '~/components/form/FormAlert'
import { PasswordField } from '~/components/form/PasswordField'
import { SubmitButton } from '~/components/form/SubmitButton'
import { useFormFailure } from '~/components/form/use-form-failure'
import { preventImeEnterSubmit } from '~/lib/forms/ime'
import { translateMessage } from '~/lib/forms/messages'
import { requestAntiBotToken, type ActiveAntiBot } from '~/lib/security/anti-bot'
import { continueAfterSignIn } from '../continue-after-sign-in'
import { loginFailureMessages } from './login-failure'
import { loginSchema, type LoginInput, type LoginValues } from './login-schema'

const IDENTIFIER_LABEL: Record<SigninIdentifierType, MessageDescriptor> = {
  EmailOrLoginId: msg`メールアドレスまたはユーザID`,
  Email: msg`メールアドレス`,
  LoginId: msg`ユーザID`,
}

const FIELDS = ['value', 'password'] as const

export interface PasswordLoginFormProps {
  identifierType: SigninIdentifierType
  returnTo: string | undefined
  /** Where the plain form posts before the page's JavaScript runs: /login with the page's query. */
  action: string
  /** The failure of a previous plain form post (screen data `loginError`). */
  postedFailure: LoginError | null
  antiBot: ActiveAntiBot | null
}

/**
 * Identifier and password sign-in (spec 01 §2, §5, §8). A real form posting to /login, so it
 * works before hydration; once hydrated it validates here and sends the JSON call instead.
 */
export function PasswordLoginForm({
  identifierType,
  returnTo,
  action,
  postedFailure,
  antiBot,
}: PasswordLoginFormProps) {
  const { t, i18n } = useLingui()
  const schema = useMemo(() => loginSchema(identifierType), [identifierType])
  const messages = useMemo(() => loginFailureMessages(identifierType), [identifierType])
  const form = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { value: '', password: '' },
  })
  const { failure, retryAt, report } = useFormFailure(form.setError, FIELDS, messages)
  const [posted, setPosted] = useState(postedFailure)
  const [leaving, setLeaving] = useState(false)
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setPosted(null)
    try {
      const token = antiBot ? await requestAntiBotToken(antiBot, 'login') : undefined
      const answer = await postLogin(
        { loginMethodType: identifierType, ...values, ...(token ? { token } : {}) },
        { returnTo },
      )
      setLeaving(continueAfterSignIn(answer))
    } catch (error) {
      report(error)
    }
  })

  const postedDescriptor = posted ? messages[posted.code] : undefined
  const shown =
    failure ??
    (posted && {
      message: postedDescriptor ? i18n._(postedDescriptor) : posted.message,
      code: posted.code,
    })

  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={submit}
      onKeyDown={preventImeEnterSubmit}
    >
      <Stack gap="md">
        <FormAlert message={shown?.message} code={shown?.code} />
        <input type="hidden" name="loginMethodType" value={identifierType} />
        <TextInput
          {...form.register('value')}
          label={i18n._(IDENTIFIER_LABEL[identifierType])}
          type={identifierType === 'Email' ? 'email' : 'text'}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          error={translateMessage(i18n, errors.value?.message)}
        />
        <PasswordField
          {...form.register('password')}
          label={t`パスワード`}
          autoComplete="current-password"
          error={translateMessage(i18n, errors.password?.message)}
        />
        <AnchorLink to="/password/forgot" search={{ returnTo }} size="sm">
          {t`パスワードをお忘れの方`}
        </AnchorLink>
        <SubmitButton pending={isSubmitting || leaving} retryAt={retryAt} fullWidth>
          {t`ログイン`}
        </SubmitButton>
      </Stack>
    </form>
  )
}
