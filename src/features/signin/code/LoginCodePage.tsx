import { useLingui } from '@lingui/react/macro'
import { Stack, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { GetLoginCodeScreenDataParams } from '~generated/api/model'
import { postAccountEmailSendPinCode } from '~generated/api/signin/signin'
import { Button } from '~/components/button/Button'
import { SentCodeResend } from '~/components/code-entry/CodeResend'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import layout from '~/components/form/form-layout.module.css'
import type { ShownCode } from '~/components/code-entry/ResendCodeButton'
import { AnchorLink } from '~/components/router-links'
import { codeName } from '~/lib/i18n/code-name'
import { SITE_SIGNIN, type SigninFlow } from '../signin-flow'
import type { CodeRequestFormProps } from './CodeRequestForm'
import type { CodeSignInFormProps } from './CodeSignInForm'

/** The address step's form: its code loads with the page (decision 0025). */
export const DeferredCodeRequestForm = lazyForm<CodeRequestFormProps>(() =>
  import('./CodeRequestForm').then((module) => module.CodeRequestForm),
)

/** The code step's form: its code loads with the page (decision 0025). */
export const DeferredCodeSignInForm = lazyForm<CodeSignInFormProps>(() =>
  import('./CodeSignInForm').then((module) => module.CodeSignInForm),
)

/** The forms of both steps, for the routes' loaders (withFormCode): the server renders either. */
export const LOGIN_CODE_FORMS = [DeferredCodeRequestForm, DeferredCodeSignInForm] as const

/**
 * /login/code (spec 01 §2, §4): the address (CodeRequestForm), then the e-mailed code
 * (CodeSignInForm). A code already sent in this session (reload, Back) opens the page on the code
 * step, its countdown and resend advice placed by when it was sent. The resend and the change of
 * address are the page's, beside the code's form: they work from the start (a reload, too), not
 * only once the form's code has arrived.
 */
export function LoginCodePage({
  flow = SITE_SIGNIN,
  ...params
}: GetLoginCodeScreenDataParams & { flow?: SigninFlow }) {
  const returnTo = flow.returnTo(params.returnTo)
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(flow.codeScreen(params))
  const displayName = codeName(i18n, data.pinCode.displayName)
  const [sent, setSent] = useState<{ email: string; code: ShownCode } | null>(() =>
    data.sentTo ? { email: data.sentTo, code: data.pinCode } : null,
  )
  // The deferred form's props keep their identity (decision 0025).
  const onSent = useCallback((email: string, code: ShownCode) => setSent({ email, code }), [])

  return (
    <Stack gap="xl">
      {flow.header?.(data)}
      <Title order={1}>{t`${displayName}でログイン`}</Title>
      {sent ? (
        <div className={layout.stack}>
          <DeferredCodeSignInForm
            email={sent.email}
            displayName={displayName}
            returnTo={returnTo}
            flow={flow}
          />
          <SentCodeResend
            code={{ ...sent.code, displayName }}
            send={() => postAccountEmailSendPinCode({ email: sent.email, type: 'login' })}
          />
          <Button variant="subtle" onClick={() => setSent(null)}>
            {t`メールアドレスを変更する`}
          </Button>
        </div>
      ) : (
        <DeferredCodeRequestForm displayName={displayName} onSent={onSent} />
      )}
      <AnchorLink to={flow.paths.login} search={{ returnTo: params.returnTo }} size="sm">
        {t`ほかの方法でログイン`}
      </AnchorLink>
    </Stack>
  )
}
