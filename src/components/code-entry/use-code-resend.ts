import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { PinCodeSent } from '~generated/api/model'
import { isApiError } from '~/lib/api/api-error'
import { useFollowAnswer } from '~/lib/api/follow-answer'
import { showToast } from '../overlays/toast'
import { sentAtFromCountdown, sentAtOfSentCode, type ShownCode } from './ResendCodeButton'
import {
  useCallFailure,
  type FailureMessages,
  type FormFailure,
  type FormFailureState,
} from '../form-submit/use-form-failure'
import { TRY_AGAIN_LATER } from '~/lib/api/error-messages'

/** The wording of a refused send (for a form's own `failures`, with its codes). */
export const RESEND_FAILURES: FailureMessages = {
  RATE_LIMITED: TRY_AGAIN_LATER,
  TRY_AGAIN_LATER,
}

export interface CodeResendOptions {
  /** The call that e-mails a code; it answers with the seconds left of the resend countdown. */
  send: () => Promise<PinCodeSent>
  /** When the code was sent (epoch ms, for ResendCodeButton `sentAt`). */
  onSent: (sentAt: number) => void
  /** Toast shown after each successful send; none when undefined. */
  sentMessage?: string
  /**
   * Where a failed send is reported when a form's fields may show it (its useFormFailure, with
   * RESEND_FAILURES among its messages); by default every failure is the page-level message.
   */
  failures?: FormFailureState
}

export interface CodeResendState {
  /** True while the send is under way (ResendCodeButton `pending`). */
  pending: boolean
  /** The form-level message of the last failed send, null when there is none. */
  failure: FormFailure | null
  send: () => Promise<void>
}

/**
 * (Re)send of an e-mailed code (spec 01 §4, §9): pending while the call runs, the answer followed
 * (followAnswer: a flow error opens the notice instead), the new countdown on success (with an
 * optional toast), a 429 as the countdown of its Retry-After (without one: 'しばらく時間をおいてから
 * 再度お試しください。'), and any other failure reported as the page-level message (or through the
 * form's `failures`); a new send clears the last failure's message.
 */
export function useCodeResend({
  send,
  onSent,
  sentMessage,
  failures,
}: CodeResendOptions): CodeResendState {
  const callFailure = useCallFailure(RESEND_FAILURES)
  const { failure, report, clear } = failures ?? callFailure
  const follow = useFollowAnswer()
  const [pending, setPending] = useState(false)

  const run = async () => {
    setPending(true)
    clear()
    try {
      const sent = await send()
      if ((await follow(sent)) === 'notice') return
      onSent(sentAtOfSentCode(sent))
      if (sentMessage !== undefined) showToast({ message: sentMessage })
    } catch (error) {
      // Refused as too early: the countdown waits as long as the server says (Retry-After).
      if (isApiError(error) && error.status === 429 && error.retryAfterSeconds !== undefined) {
        onSent(sentAtFromCountdown(error.retryAfterSeconds))
      } else {
        report(error)
      }
    } finally {
      setPending(false)
    }
  }

  return { pending, failure, send: run }
}

/**
 * The code a screen opens on (sent as it opened, or before a reload) and its resend: when it was
 * sent (from the screen's `sentAt` and countdown, so a reload keeps the countdown and the advice),
 * and each resend through `send`, toasted '{displayName}を再送信しました。' (`code` bearing the name the
 * page gives the code: withCodeName).
 */
export function useSentCode(
  code: ShownCode & { displayName: string },
  send: () => Promise<PinCodeSent>,
): CodeResendState & { sentAt: number } {
  const { t } = useLingui()
  const { displayName } = code
  const [sentAt, setSentAt] = useState(() => sentAtOfSentCode(code))
  const sending = useCodeResend({
    send,
    onSent: setSentAt,
    sentMessage: t`${displayName}を再送信しました。`,
  })
  return { sentAt, ...sending }
}
