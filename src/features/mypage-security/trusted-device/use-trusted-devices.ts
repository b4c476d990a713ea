import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { TrustedDevice } from '~generated/api/model'
import {
  deleteAccountTrustedDevice,
  deleteAccountTrustedDeviceAll,
} from '~generated/api/mypage-security/mypage-security'
import { showToast } from '~/components/overlays/toast'
import { useFollowAnswer } from '~/lib/api/follow-answer'
import { isNotFoundAnswer } from '~/lib/api/not-found-answer'
import { useOneCallAtATime } from '~/lib/api/use-one-call-at-a-time'
import { loadPage } from '~/lib/browser/load-page'
import {
  TRUSTED_DEVICE_TOAST_MS,
  queueTrustedDeviceToast,
  remainingDevices,
  takeTrustedDeviceToast,
} from './trusted-devices'

const PAGE = '/mypage/multi-factor/trusted-device'
const ALL = Symbol('all devices')

/**
 * The trusted devices of the page, and their deletion (spec 02 §2, §4, §8): one device at a time
 * — the list updates in place —, or all (the answer leads to the completion). Failures are toasts
 * of 5000 ms. A device already deleted elsewhere (404) means the list is out of date: the page
 * loads anew and says so in a toast it reads from session storage. An answer carrying
 * `redirectTo` or `flowError` is followed (followAnswer), as every call's.
 */
export function useTrustedDevices(initial: readonly TrustedDevice[]) {
  const { t } = useLingui()
  const follow = useFollowAnswer()
  const { run, pending } = useOneCallAtATime()
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set())
  const [target, setTarget] = useState<string | typeof ALL | null>(null)
  const devices = remainingDevices(initial, removed)

  useEffect(() => {
    const message = takeTrustedDeviceToast()
    if (message) showToast({ message, autoClose: TRUSTED_DEVICE_TOAST_MS })
  }, [])

  const failureToast = (message: string) => {
    showToast({ message, color: 'red', autoClose: TRUSTED_DEVICE_TOAST_MS })
  }

  const remove = async (deviceToken: string) => {
    if (pending) return
    setTarget(deviceToken)
    return run(
      async () => {
        const answer = await deleteAccountTrustedDevice({ deviceToken })
        // A 404 answers its body instead of failing (spec 01 §7): the device was already gone.
        if (isNotFoundAnswer(answer)) {
          queueTrustedDeviceToast(t`このデバイスは既に削除されています。最新の一覧を表示しました。`)
          loadPage(PAGE)
          return
        }
        // Any other answer is followed (spec 02 §7): the flow-error notice, or where it leads.
        if (answer?.redirectTo || answer?.flowError) {
          await follow(answer)
          return
        }
        setRemoved((current) => new Set(current).add(deviceToken))
        showToast({ message: t`デバイスを削除しました。`, autoClose: TRUSTED_DEVICE_TOAST_MS })
      },
      () => failureToast(t`デバイスを削除できませんでした。時間をおいて再度お試しください。`),
    )
  }

  const removeAll = async (onFailure: () => void) => {
    if (pending) return
    setTarget(ALL)
    return run(
      async () =>
        void (await follow(await deleteAccountTrustedDeviceAll(), {
          next: `${PAGE}/bulk-delete/complete`,
        })),
      () => {
        failureToast(t`デバイスをすべて削除できませんでした。時間をおいて再度お試しください。`)
        onFailure()
      },
    )
  }

  return {
    devices,
    deleting: pending && typeof target === 'string' ? target : null,
    deletingAll: pending && target === ALL,
    remove,
    removeAll,
  }
}
