import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { postAccountEmailSendPinCode } from '~generated/api/signin/signin'
import { getGetWithdrawPinCodeScreenDataSuspenseQueryOptions } from '~generated/api/withdraw/withdraw'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { SentCodeResend } from '~/components/code-entry/CodeResend'
import layout from '~/components/form/form-layout.module.css'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { AnchorLink } from '~/components/router-links'
import { withCodeName } from '~/lib/i18n/code-name'
import type { WithdrawPinCodeFormProps } from './WithdrawPinCodeForm'

/** Its code loads with the page (decision 0025). */
export const DeferredWithdrawPinCodeForm = lazyForm<WithdrawPinCodeFormProps>(() =>
  import('./WithdrawPinCodeForm').then((module) => module.WithdrawPinCodeForm),
)

/**
 * /withdraw/pin-code (spec 01 §4, §9): the PIN e-mailed to the contact address closes the
 * account (WithdrawPinCodeForm). The resend after the 30-second countdown, and the advice after
 * 5 minutes, are the page's, beside the form: they run from the start (a reload, too), not only
 * once the form's code has arrived.
 */
export function WithdrawPinCodePage() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(getGetWithdrawPinCodeScreenDataSuspenseQueryOptions())

  return (
    <NarrowColumn>
      <div className={layout.stack} data-gap="lg">
        <DeferredWithdrawPinCodeForm data={data} />
        <SentCodeResend
          code={withCodeName(i18n, data.pinCode)}
          send={() => postAccountEmailSendPinCode({ email: data.email, type: 'withdraw' })}
        />
        <AnchorLink to="/withdraw" size="sm">
          {t`入力内容を修正する`}
        </AnchorLink>
      </div>
    </NarrowColumn>
  )
}
