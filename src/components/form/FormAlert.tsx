import { useLingui } from '@lingui/react/macro'
import { Alert } from '@mantine/core'

export interface FormAlertProps {
  message: string | undefined
  /** The error code (or request id) shown with the message so support can find the failure. */
  code?: string
}

/** A form-level failure message, announced to screen readers (spec 01 §8: message plus a code). */
export function FormAlert({ message, code }: FormAlertProps) {
  const { t } = useLingui()
  if (!message) return null
  return (
    <Alert color="red" role="alert" variant="light">
      {message}
      {code && <div>{t`エラーコード: ${code}`}</div>}
    </Alert>
  )
}
