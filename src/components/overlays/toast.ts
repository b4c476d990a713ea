import type { MantineColor } from '@mantine/core'
import type { ReactNode } from 'react'
import { createDeferredSink, requestOverlay } from './deferred'

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

/** A toast as handed to Mantine's `notifications.show` (by ToastsHost). */
export interface ToastRequest extends Required<Pick<ToastOptions, 'color' | 'autoClose'>> {
  id: string
  message: ReactNode
  title?: ReactNode
}

/**
 * Toasts are Mantine notifications, whose code is loaded on the first toast (ToastsHost);
 * toasts shown before it arrives are queued and shown then.
 */
export const toastSink = createDeferredSink<ToastRequest>(() => requestOverlay('toasts'))

let sequence = 0

/** Shows a toast (Mantine notification). Returns its id. */
export function showToast({
  message,
  title,
  color = 'brand',
  autoClose = DEFAULT_TOAST_AUTO_CLOSE_MS,
}: ToastOptions): string {
  sequence += 1
  const id = `toast-${sequence}`
  toastSink.push({ id, message, title, color, autoClose })
  return id
}
