import type { PinCodeSent } from '~generated/api/model'
import { FormAlert } from '~/components/form/FormAlert'
import { ResendCodeButton, type ShownCode } from '~/components/form/ResendCodeButton'
import { useSentCode } from '~/components/form/use-code-resend'

export interface FactorCodeResendProps {
  /**
   * The code as the screen presents it (sent as the screen opened, or before a reload), named as
   * the page names it (`codeName`).
   */
  code: ShownCode & { displayName: string }
  /** The call that sends a new code to the second factor's destination. */
  send: () => Promise<PinCodeSent>
}

/**
 * The resend of an e-mailed or texted second-factor code (spec 01 §4, §9): after the 30-second
 * countdown, a toast once sent, a refusal as too early waiting out its Retry-After, the advice
 * after 5 minutes, and any other failure as a message.
 */
export function FactorCodeResend({ code, send }: FactorCodeResendProps) {
  const resending = useSentCode(code, send)
  return (
    <>
      <FormAlert message={resending.failure?.message} code={resending.failure?.code} />
      <ResendCodeButton
        sentAt={resending.sentAt}
        pending={resending.pending}
        onResend={resending.send}
      />
    </>
  )
}
