import { notifications } from '@mantine/notifications'
import type { MantineColor } from '@mantine/core'
import type { ReactNode } from 'react'

/** Default auto-hide delay of toasts (spec 01 §9); some flows pass 5000. */
export const DEFAULT_TOAST_AUTO_CLOSE_MS = 3000
/** At most this many toasts are visible at once (the rest queue). */
export const TOAST_LIMIT = 4

export interface ToastOptions {
  message: ReactNode
  title?: ReactNode
  color?: MantineColor
  /** Milliseconds before hiding, or false to keep it open. */
  autoClose?: number | false
}

/** Shows a toast (Mantine notification). Returns its id. */
export function showToast({
  message,
  title,
  color = 'brand',
  autoClose = DEFAULT_TOAST_AUTO_CLOSE_MS,
}: ToastOptions): string {
  return notifications.show({ message, title, color, autoClose })
}
