import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { postOidcRevokeGrant } from '~generated/api/oidc/oidc'
import { showToast } from '~/components/overlays/toast'
import { redirectOfFailure } from '~/lib/api/api-error'
import { openFlowError } from '~/lib/api/flow-error-store'
import { useFollowAnswer } from '~/lib/api/follow-answer'

const CONNECTIONS = '/mypage/connections'

/**
 * Disconnects an app (POST /zapi/oidc/revoke/grant/{grantId}), one request at a time, and follows
 * the answer to the completion page. On failure the list shows again (spec 02 §4, §8) with a toast
 * saying the app is still connected; a failure that needs a sign-in again opens the flow-error
 * notice instead.
 */
export function useRevoke() {
  const { t } = useLingui()
  const router = useRouter()
  const follow = useFollowAnswer()
  const [pending, setPending] = useState(false)
  const inFlight = useRef(false)

  const revoke = async (grantId: string) => {
    if (inFlight.current) return
    inFlight.current = true
    setPending(true)
    try {
      await follow(await postOidcRevokeGrant(grantId), { next: CONNECTIONS })
    } catch (error) {
      const restartAt = redirectOfFailure(error)
      if (restartAt) {
        openFlowError({ redirectTo: restartAt })
        return
      }
      showToast({ message: t`連携を解除できませんでした。`, color: 'red' })
      await router.navigate({ to: CONNECTIONS })
    } finally {
      inFlight.current = false
      setPending(false)
    }
  }

  return { revoke, pending }
}
