import { useLingui } from '@lingui/react/macro'
import { Notifications, notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { DEFAULT_TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, toastSink } from './toast'

/**
 * Lazily loaded part of `<OverlayHost>`: Mantine's notifications container. Its effect runs after
 * the container's own (which applies `limit`), then shows the toasts queued so far. Each toast's
 * close button is named (an icon alone has no accessible name).
 */
export function ToastsHost() {
  const { t } = useLingui()
  const closeLabel = t`閉じる`
  useEffect(
    () =>
      toastSink.attach(
        (toast) =>
          void notifications.show({ ...toast, closeButtonProps: { 'aria-label': closeLabel } }),
      ),
    [closeLabel],
  )
  return <Notifications autoClose={DEFAULT_TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} />
}
