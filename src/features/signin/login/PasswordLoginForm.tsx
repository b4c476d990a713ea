import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { LoginError, SigninIdentifierType } from '~generated/api/model'
import { AnchorLink } from '~/components/router-links'
import { FormEmailField } from '~/components/form/FormTextField'
import { FormPasswordField } from '~/components/form/FormPasswordField'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { lazyResolver, useLazyResolver } from '~/components/before-hydration/use-lazy-resolver'
import { failureText } from '~/lib/api/error-messages'
import { requestAntiBotToken, type ActiveAntiBot } from '~/lib/security/anti-bot'
import { SITE_SIGNIN, type SigninFlow } from '../signin-flow'
import { loginFailureMessages } from './login-failure'
import type { LoginInput, LoginValues } from './login-schema'

const IDENTIFIER_LABEL: Record<SigninIdentifierType, MessageDescriptor> = {
  EmailOrLoginId: msg`メールアドレスまたはログインID`,
  Email: msg`メールアドレス`,
  LoginId: msg`ログインID`,
}

const FIELDS = ['value', 'password'] as const

export interface PasswordLoginFormProps {
  identifierType: SigninIdentifierType
  /** The identifier field also offers the site's passkeys (autofill, conditional mediation). */
  passkeyAutofill?: boolean
  returnTo: string | undefined
  /** Where the plain form posts before the page's JavaScript runs: /login with the page's query. */
  action: string
  /** The failure of a previous plain form post (screen data `loginError`). */
  postedFailure: LoginError | null
  antiBot: ActiveAntiBot | null
  flow?: SigninFlow
}

/**
 * Identifier and password sign-in (spec 01 §2, §5, §8). A real form posting to /login, so it
 * works before hydration; once hydrated it validates here and sends the JSON call instead, then
 * loads the page the answer names in full (decision 0004).
 */
export function PasswordLoginForm({
  identifierType,
  passkeyAutofill = false,
  returnTo,
  action,
  postedFailure,
  antiBot,
  flow = SITE_SIGNIN,
}: PasswordLoginFormProps) {
  const { t, i18n } = useLingui()
  const resolver = useLazyResolver(
    useMemo(
      () =>
        lazyResolver(() =>
          import('./login-schema').then((module) => module.loginResolver(identifierType)),
        ),
      [identifierType],
    ),
  )
  const messages = useMemo(() => loginFailureMessages(identifierType), [identifierType])
  const form = useForm<LoginInput, unknown, LoginValues>({
    resolver,
    defaultValues: { value: '', password: '' },
  })
  const [posted, setPosted] = useState(postedFailure)
  const { submit, failure, pending, retryAt } = useFormSubmit(
    form,
    async (values) => {
      setPosted(null)
      const token = antiBot ? await requestAntiBotToken(antiBot, 'login') : undefined
      return flow.postLogin(
        { loginMethodType: identifierType, ...values, ...(token ? { token } : {}) },
        returnTo,
      )
    },
    { fields: FIELDS, messages, next: '/', fullLoad: true },
  )

  const shown =
    failure ??
    (posted && {
      message: failureText(i18n, posted.code, posted.message, messages),
      code: posted.code,
    })

  return (
    <FormShell form={form} onSubmit={submit} failure={shown} action={action}>
      <input type="hidden" name="loginMethodType" value={identifierType} />
      <FormEmailField
        control={form.control}
        name="value"
        label={i18n._(IDENTIFIER_LABEL[identifierType])}
        type={identifierType === 'Email' ? 'email' : 'text'}
        autoComplete={passkeyAutofill ? 'username webauthn' : 'username'}
        requirement="required"
      />
      <FormPasswordField
        control={form.control}
        name="password"
        label={t`パスワード`}
        autoComplete="current-password"
        requirement="required"
      />
      <AnchorLink to="/password/forgot" search={{ returnTo }} size="sm">
        {t`パスワードをお忘れの方`}
      </AnchorLink>
      <SubmitButton pending={pending} retryAt={retryAt}>
        {t`ログイン`}
      </SubmitButton>
    </FormShell>
  )
}
