import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useCountdown } from '~/lib/forms/use-countdown'
import { useHydrated } from '../overlays/deferred'
import { Button } from '~/components/button/Button'

/** Spec 01 §4, §9: resend waits 30 s after a send; advice appears after 5 minutes. */
export const RESEND_COUNTDOWN_MS = 30_000
export const RESEND_ADVICE_AFTER_MS = 5 * 60_000
export const PIN_VALID_MINUTES = 60

/**
 * When the last code was sent, from the seconds the server says the resend countdown has left
 * (screen data and send answers carry that, not a timestamp of this browser's clock).
 */
export function sentAtFromCountdown(countdownSeconds: number, now = Date.now()): number {
  return now - (RESEND_COUNTDOWN_MS - countdownSeconds * 1000)
}

/**
 * When the last code was sent, from a screen's `sentAt` (null: none sent) and countdown. While the
 * countdown runs it decides (no clock of the server's is compared with this browser's); once it
 * has run out, the server's `sentAt` places the resend advice, never later than the countdown's end.
 */
export function sentAtOfScreen(
  sentAt: string | null,
  countdownSeconds: number,
  now = Date.now(),
): number | null {
  if (countdownSeconds > 0) return sentAtFromCountdown(countdownSeconds, now)
  if (sentAt === null) return null
  const sent = Date.parse(sentAt)
  return Number.isNaN(sent) ? null : Math.min(sent, now - RESEND_COUNTDOWN_MS)
}

/** How a screen presents a code it knows was sent (SigninPinCodeSetting and its kin). */
export interface ShownCode {
  /** When the newest code was sent, if the screen says (null or absent: it does not). */
  sentAt?: string | null
  resendCountdownSeconds: number
}

/**
 * When a code the screen knows was sent went out: from its `sentAt` (sentAtOfScreen), else, for a
 * screen that does not say, from where the countdown stands.
 */
export function sentAtOfSentCode(code: ShownCode, now = Date.now()): number {
  return (
    sentAtOfScreen(code.sentAt ?? null, code.resendCountdownSeconds, now) ??
    sentAtFromCountdown(code.resendCountdownSeconds, now)
  )
}

export interface ResendCodeButtonProps {
  /** When the last code was sent (epoch ms). */
  sentAt: number
  pending: boolean
  onResend: () => void
}

/** Re-send of an e-mailed code: disabled while the 30-second countdown runs. */
export function ResendCodeButton({ sentAt, pending, onResend }: ResendCodeButtonProps) {
  const { t } = useLingui()
  const waitSeconds = useCountdown(sentAt + RESEND_COUNTDOWN_MS)
  const sinceSend = useCountdown(sentAt + RESEND_ADVICE_AFTER_MS)
  // The advice compares the server's send time with a clock: the server's while rendering, this
  // browser's once running, which may disagree (clock skew). Shown only once hydrated, so the
  // server's HTML and the hydrating render always match.
  const hydrated = useHydrated()
  return (
    <div>
      <Button
        variant="subtle"
        onClick={onResend}
        loading={pending}
        disabled={waitSeconds > 0 || pending}
      >
        {waitSeconds > 0 ? t`コードを再送信（${waitSeconds}秒後に可能）` : t`コードを再送信`}
      </Button>
      <Text size="sm" c="dimmed">
        {t`コードの有効期限は${PIN_VALID_MINUTES}分です。`}
      </Text>
      {hydrated && sinceSend === 0 && (
        <Text size="sm" role="status">
          {t`メールが届かない場合は、迷惑メールフォルダをご確認のうえ、コードを再送信してください。`}
        </Text>
      )}
    </div>
  )
}
