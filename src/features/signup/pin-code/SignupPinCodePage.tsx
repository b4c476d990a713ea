import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { postAccountEmailSendPinCode } from '~generated/api/signin/signin'
import { getGetSignupPinCodeScreenDataSuspenseQueryOptions } from '~generated/api/signup/signup'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { SentCodeResend } from '~/components/code-entry/CodeResend'
import layout from '~/components/form/form-layout.module.css'
import { AnchorLink } from '~/components/router-links'
import { withCodeName } from '~/lib/i18n/code-name'
import type { SignupPinCodeFormProps } from './SignupPinCodeForm'

/** Its code loads with the page (decision 0025). */
export const DeferredSignupPinCodeForm = lazyForm<SignupPinCodeFormProps>(() =>
  import('./SignupPinCodeForm').then((module) => module.SignupPinCodeForm),
)

/**
 * /signup/pin-code: the PIN e-mailed to the address (spec 01 §4, §9; SignupPinCodeForm). The
 * resend after the 30-second countdown, and the advice after 5 minutes, are the page's, beside
 * the form: they run from the start (a reload, too), not only once the form's code has arrived.
 */
export function SignupPinCodePage() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(getGetSignupPinCodeScreenDataSuspenseQueryOptions())

  return (
    <div className={layout.stack} data-gap="lg">
      <DeferredSignupPinCodeForm data={data} />
      <SentCodeResend
        code={withCodeName(i18n, data.pinCode)}
        send={() => postAccountEmailSendPinCode({ email: data.email, type: 'signUp' })}
      />
      <AnchorLink to="/signup/email" size="sm">
        {t`メールアドレスを変更する`}
      </AnchorLink>
    </div>
  )
}
