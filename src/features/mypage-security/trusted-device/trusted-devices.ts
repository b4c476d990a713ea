import type { TrustedDevice } from '~generated/api/model'
import { forgetSession, readSession, writeSession } from '~/lib/browser/session-draft'

/** Trusted-device toasts stay 5000 ms (spec 02 §9), not the default 3000. */
export const TRUSTED_DEVICE_TOAST_MS = 5000

/** 'Delete all' is offered only when there is more than one device (spec 02 §2). */
export const canDeleteAll = (devices: readonly TrustedDevice[]): boolean => devices.length > 1

/**
 * The list once devices were deleted on the page (updated in place, spec 02 §4): the screen
 * data less the deleted ones, so that a fresher answer of the server still shows.
 */
export const remainingDevices = (
  devices: readonly TrustedDevice[],
  deleted: ReadonlySet<string>,
): TrustedDevice[] => devices.filter((device) => !deleted.has(device.deviceToken))

/**
 * A toast for the trusted-device page to show once after a page load (spec 02 §2: "a toast
 * message may be read from session storage"): written before the page loads anew, read and
 * forgotten when it shows.
 */
export const TRUSTED_DEVICE_TOAST_KEY = 'mypage.trusted-device.toast'

export function queueTrustedDeviceToast(message: string): void {
  writeSession(TRUSTED_DEVICE_TOAST_KEY, message)
}

export function takeTrustedDeviceToast(): string | null {
  const message = readSession(TRUSTED_DEVICE_TOAST_KEY)
  if (message !== null) forgetSession(TRUSTED_DEVICE_TOAST_KEY)
  return message === '' ? null : message
}
