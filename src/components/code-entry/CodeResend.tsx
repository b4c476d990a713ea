import type { PinCodeSent } from '~generated/api/model'
import { FormAlert } from '../form-submit/FormAlert'
import { ResendCodeButton, type ShownCode } from './ResendCodeButton'
import { useSentCode, type CodeResendState } from './use-code-resend'

export interface CodeResendProps {
  /** The resend's state: useCodeResend's, with when the last code was sent. */
  resending: CodeResendState & { sentAt: number }
}

/**
 * The resend of an e-mailed or texted code (spec 01 §4, §9), beside the form that takes the code
 * (outside it, so its countdown and advice run as soon as the page does, also before the form's
 * code has run): a failed send as a message just above it, the 30-second
 * countdown, the 60-minute validity and the advice after 5 minutes (ResendCodeButton).
 */
export function CodeResend({ resending }: CodeResendProps) {
  return (
    <>
      <FormAlert
        message={resending.failure?.message}
        code={resending.failure?.code}
        requestId={resending.failure?.requestId}
      />
      <ResendCodeButton
        sentAt={resending.sentAt}
        pending={resending.pending}
        onResend={() => void resending.send()}
      />
    </>
  )
}

export interface SentCodeResendProps {
  /**
   * The code as the screen presents it (sent as the screen opened, before a reload, or by the
   * page's own request), named as the page names it (`codeName`).
   */
  code: ShownCode & { displayName: string }
  /** The call that sends a new code to the same destination. */
  send: () => Promise<PinCodeSent>
}

/**
 * The resend of a code the screen knows was sent (useSentCode): a toast once sent, a refusal as
 * too early waiting out its Retry-After, any other failure as a message (CodeResend).
 */
export function SentCodeResend({ code, send }: SentCodeResendProps) {
  return <CodeResend resending={useSentCode(code, send)} />
}
