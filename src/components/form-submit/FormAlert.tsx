import { useLingui } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import { useHydrated } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'

export interface FormAlertProps {
  message: string | undefined
  /** The error code shown with the message (spec 01 §8: the message plus an error code). */
  code?: string
  /** The failed call's request id, shown as the error pages show it, so support can find it. */
  requestId?: string
  /** A standing notice shown with the page (not the answer to what the member did): not focused. */
  notice?: boolean
}

/**
 * A form-level failure message, announced to screen readers (spec 01 §8: message plus a code).
 * Each failure is brought to the middle of the screen and focused once, so that a member who
 * pressed a button at the bottom of a long form sees it — unless the same failure focused a field
 * in error. A failure the page arrived with (rendered by the server: back from a payment page) is
 * no answer to a press here and stays where it is: moving the focus into a form that waits for
 * its code would start loading it under the member's first press.
 */
export function FormAlert({ message, code, requestId, notice = false }: FormAlertProps) {
  const { t } = useLingui()
  const alert = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()
  const [arrivedWith] = useState(() => (hydrated ? undefined : message))
  useEffect(() => {
    const shown = alert.current
    if (!shown || notice || message === arrivedWith) return
    if (document.activeElement?.getAttribute('aria-invalid') === 'true') return
    shown.scrollIntoView({ block: 'center' })
    shown.focus({ preventScroll: true })
  }, [message, code, notice, arrivedWith])
  if (!message) return null
  return (
    <Alert ref={alert} color="red" role="alert" variant="light" tabIndex={-1}>
      {message}
      {code && <div>{t`エラーコード: ${code}`}</div>}
      {requestId && <div>{t`お問い合わせ番号: ${requestId}`}</div>}
    </Alert>
  )
}
