import { Notifications, notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { DEFAULT_TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, toastSink } from './toast'

/**
 * Lazily loaded part of `<OverlayHost>`: Mantine's notifications container. Its effect runs after
 * the container's own (which applies `limit`), then shows the toasts queued so far.
 */
export function ToastsHost() {
  useEffect(() => toastSink.attach((toast) => void notifications.show({ ...toast })), [])
  return <Notifications autoClose={DEFAULT_TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} />
}
