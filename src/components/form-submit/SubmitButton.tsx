import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useCountdown } from '~/lib/forms/use-countdown'
import { Button, type ButtonProps } from '~/components/button/Button'

/**
 * One look for every form's primary button (issue 30 §6): the full width of the form's column, at
 * the default size, on a phone and on a desktop alike (the column is narrow on both). A page
 * cannot set another width or size.
 */
export interface SubmitButtonProps extends Omit<
  ButtonProps,
  'type' | 'loading' | 'disabled' | 'fullWidth' | 'size'
> {
  children: ReactNode
  /** The submission is in flight: shows progress and refuses a second click. */
  pending: boolean
  disabled?: boolean
  /** After a 429: the moment (epoch ms) the server accepts a retry; the button waits until then. */
  retryAt?: number | null
}

/**
 * A form's submit button: never submits twice and waits out a rate limit visibly. It is disabled
 * only for those and for the form's own rules (`disabled`), never while the form's code loads: a
 * press meanwhile is held (early-presses.ts).
 */
export function SubmitButton({
  children,
  pending,
  disabled = false,
  retryAt = null,
  ...rest
}: SubmitButtonProps) {
  const { t } = useLingui()
  const waitSeconds = useCountdown(retryAt)
  return (
    <div>
      <Button
        type="submit"
        loading={pending}
        disabled={disabled || pending || waitSeconds > 0}
        {...rest}
        fullWidth
      >
        {children}
      </Button>
      {waitSeconds > 0 && (
        <p role="status" aria-live="polite">
          {t`試行回数が上限に達しました。${plural(waitSeconds, { other: `${waitSeconds}秒後` })}に再度お試しください。`}
        </p>
      )}
    </div>
  )
}
