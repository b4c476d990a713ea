import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { postAccountEmailSendPinCode } from '~generated/api/signin/signin'
import type { PinCodeStatus } from '~generated/api/model'
import { sentAtOfScreen } from '~/components/code-entry/ResendCodeButton'
import { useCodeResend } from '~/components/code-entry/use-code-resend'

/**
 * The e-mailed PIN of a My Page screen (spec 02 §4, §9): when it was sent (from the screen's
 * `sentAt` and countdown, so a reload keeps both), and its (re)send through
 * `POST /zapi/account/email/send-pin-code`, with a toast, the 30-second countdown anew, and a 429
 * waiting out its Retry-After. `status` names the PIN as the page does (withCodeName).
 */
export function usePinSending(status: PinCodeStatus, email: string) {
  const { t } = useLingui()
  const { displayName } = status
  const [sentAt, setSentAt] = useState(() =>
    sentAtOfScreen(status.sentAt, status.resendCountdownSeconds),
  )
  const sending = useCodeResend({
    send: () => postAccountEmailSendPinCode({ email, type: status.purpose }),
    onSent: setSentAt,
    sentMessage: t`${displayName}を送信しました。`,
  })
  return { sentAt, ...sending }
}
