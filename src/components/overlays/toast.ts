import type { MantineColor } from '@mantine/core'
import type { ReactNode } from 'react'
import { createDeferredSink, requestOverlay } from './deferred'

/** Default auto-hide delay of toasts on My Page (spec 02 §9); some of its toasts pass 5000. */
export const DEFAULT_TOAST_AUTO_CLOSE_MS = 3000
/** Auto-hide delay of toasts in the guest and transactional flows (spec 01 §9). */
export const FLOW_TOAST_AUTO_CLOSE_MS = 5000
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

/**
 * How long a toast shown at `pathname` stays by default: 3000 ms on My Page (spec 02 §9), 5000 ms
 * in the flows of spec 01 (sign-in, sign-up, password reset, plans, withdrawal, the provider's
 * screens).
 */
export function defaultToastAutoClose(pathname: string): number {
  return pathname === '/mypage' || pathname.startsWith('/mypage/')
    ? DEFAULT_TOAST_AUTO_CLOSE_MS
    : FLOW_TOAST_AUTO_CLOSE_MS
}

/** Shows a toast (Mantine notification), for the page shown now. Returns its id. */
export function showToast({
  message,
  title,
  color = 'brand',
  autoClose = defaultToastAutoClose(window.location.pathname),
}: ToastOptions): string {
  sequence += 1
  const id = `toast-${sequence}`
  toastSink.push({ id, message, title, color, autoClose })
  return id
}
