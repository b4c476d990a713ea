import { useLingui } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import { useEffect, useRef } from 'react'

export interface FormAlertProps {
  message: string | undefined
  /** The error code (or request id) shown with the message so support can find the failure. */
  code?: string
  /** A standing notice shown with the page (not the answer to what the member did): not focused. */
  notice?: boolean
}

/**
 * A form-level failure message, announced to screen readers (spec 01 §8: message plus a code).
 * Each failure is brought to the middle of the screen and focused once, so that a member who
 * pressed a button at the bottom of a long form sees it — unless the same failure focused a field
 * in error.
 */
export function FormAlert({ message, code, notice = false }: FormAlertProps) {
  const { t } = useLingui()
  const alert = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const shown = alert.current
    if (!shown || notice || document.activeElement?.getAttribute('aria-invalid') === 'true') return
    shown.scrollIntoView({ block: 'center' })
    shown.focus({ preventScroll: true })
  }, [message, code, notice])
  if (!message) return null
  return (
    <Alert ref={alert} color="red" role="alert" variant="light" tabIndex={-1}>
      {message}
      {code && <div>{t`エラーコード: ${code}`}</div>}
    </Alert>
  )
}
