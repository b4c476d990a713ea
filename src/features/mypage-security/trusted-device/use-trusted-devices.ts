import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { TrustedDevice } from '~generated/api/model'
import {
  deleteAccountTrustedDevice,
  deleteAccountTrustedDeviceAll,
} from '~generated/api/mypage-security/mypage-security'
import { showToast } from '~/components/overlays/toast'
import { redirectOfFailure } from '~/lib/api/api-error'
import { openFlowError } from '~/lib/api/flow-error-store'
import { useFollowAnswer } from '~/lib/api/follow-answer'
import { loadPage } from '~/lib/browser/load-page'
import {
  TRUSTED_DEVICE_TOAST_MS,
  queueTrustedDeviceToast,
  remainingDevices,
  takeTrustedDeviceToast,
} from './trusted-devices'

const PAGE = '/mypage/multi-factor/trusted-device'

/**
 * The trusted devices of the page, and their deletion (spec 02 §2, §4, §8): one device at a time
 * — the list updates in place —, or all (the answer leads to the completion). Failures are toasts
 * of 5000 ms. A device already deleted elsewhere (404) means the list is out of date: the page
 * loads anew and says so in a toast it reads from session storage.
 */
export function useTrustedDevices(initial: readonly TrustedDevice[]) {
  const { t } = useLingui()
  const follow = useFollowAnswer()
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set())
  const devices = remainingDevices(initial, removed)
  const [deleting, setDeleting] = useState<string | null>(null)
  const [deletingAll, setDeletingAll] = useState(false)
  const inFlight = useRef(false)

  useEffect(() => {
    const message = takeTrustedDeviceToast()
    if (message) showToast({ message, autoClose: TRUSTED_DEVICE_TOAST_MS })
  }, [])

  const failed = (error: unknown, message: string) => {
    const restartAt = redirectOfFailure(error)
    if (restartAt) {
      openFlowError({ redirectTo: restartAt })
      return
    }
    showToast({ message, color: 'red', autoClose: TRUSTED_DEVICE_TOAST_MS })
  }

  const reloadWithToast = (message: string) => {
    queueTrustedDeviceToast(message)
    loadPage(PAGE)
  }

  const once = async (work: () => Promise<void>) => {
    if (inFlight.current) return
    inFlight.current = true
    try {
      await work()
    } finally {
      inFlight.current = false
    }
  }

  const remove = (deviceToken: string) =>
    once(async () => {
      setDeleting(deviceToken)
      try {
        // A 404 answers its body instead of failing (spec 01 §7): the device was already gone.
        const answer: unknown = await deleteAccountTrustedDevice({ deviceToken })
        if (answer !== undefined) {
          reloadWithToast(t`このデバイスは既に削除されています。最新の一覧を表示しました。`)
          return
        }
        setRemoved((current) => new Set(current).add(deviceToken))
        showToast({ message: t`デバイスを削除しました。`, autoClose: TRUSTED_DEVICE_TOAST_MS })
      } catch (error) {
        failed(error, t`デバイスを削除できませんでした。時間をおいて再度お試しください。`)
      } finally {
        setDeleting(null)
      }
    })

  const removeAll = (onFailure: () => void) =>
    once(async () => {
      setDeletingAll(true)
      try {
        await follow(await deleteAccountTrustedDeviceAll(), {
          next: `${PAGE}/bulk-delete/complete`,
        })
      } catch (error) {
        failed(error, t`デバイスをすべて削除できませんでした。時間をおいて再度お試しください。`)
        onFailure()
      } finally {
        setDeletingAll(false)
      }
    })

  return { devices, deleting, deletingAll, remove, removeAll }
}
