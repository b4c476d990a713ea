import { useRouter } from '@tanstack/react-router'
import type { ScreenEnvelope } from '~generated/api/model'
import { openFlowError } from '~/components/flow-error/flow-error-store'
import { safeRedirectPath } from '~/lib/security/safe-redirect'

/**
 * Follows the answer of a sign-up call (spec 01 §7): `flowError` opens the flow-error notice
 * (the sign-up is gone and restarts), `redirectTo` — only ever a path of this site — is the next
 * step. Returns false when the flow cannot go on.
 */
export function useFollowAnswer() {
  const router = useRouter()
  return async (answer: ScreenEnvelope | undefined, nextStep: string): Promise<boolean> => {
    if (answer?.flowError) {
      openFlowError(answer.flowError)
      return false
    }
    await router.navigate({ href: safeRedirectPath(answer?.redirectTo, nextStep) })
    return true
  }
}
