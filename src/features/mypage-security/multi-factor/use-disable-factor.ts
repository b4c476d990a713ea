import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { MultiFactorType } from '~generated/api/model'
import { postAccountDisableMultiFactor } from '~generated/api/mypage-security/mypage-security'
import { showToast } from '~/components/overlays/toast'
import { redirectOfFailure } from '~/lib/api/api-error'
import { openFlowError } from '~/lib/api/flow-error-store'
import { useFollowAnswer } from '~/lib/api/follow-answer'

/**
 * Disables one multi-factor type (POST /zapi/account/disable-multi-factor), one request at a
 * time, and follows the answer to the completion page. A failure closes the confirmation with a
 * toast (the type stays enabled); one that needs a sign-in again opens the flow-error notice.
 */
export function useDisableFactor(onFailure: () => void) {
  const { t } = useLingui()
  const follow = useFollowAnswer()
  const [pending, setPending] = useState(false)
  const inFlight = useRef(false)

  const disable = async (multiFactorType: MultiFactorType) => {
    if (inFlight.current) return
    inFlight.current = true
    setPending(true)
    try {
      await follow(await postAccountDisableMultiFactor({ multiFactorType }), {
        next: '/mypage/multi-factor/complete',
      })
    } catch (error) {
      const restartAt = redirectOfFailure(error)
      if (restartAt) {
        openFlowError({ redirectTo: restartAt })
        return
      }
      showToast({ message: t`2段階認証を無効にできませんでした。`, color: 'red' })
      onFailure()
    } finally {
      inFlight.current = false
      setPending(false)
    }
  }

  return { disable, pending }
}
