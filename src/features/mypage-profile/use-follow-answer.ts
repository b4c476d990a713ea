import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { ScreenEnvelope } from '~generated/api/model'
import { openFlowError } from '~/components/flow-error/flow-error-store'
import { safeRedirectPath } from '~/lib/security/safe-redirect'

/**
 * Follows the answer of a My Page call (spec 01 §7): `flowError` opens the flow-error notice;
 * otherwise every cached screen is dropped (the header and the account top show the change) and
 * the member goes where `redirectTo` says — only a path of this site — else to `next`.
 * Returns false when the flow cannot go on.
 */
export function useFollowAnswer() {
  const router = useRouter()
  const queryClient = useQueryClient()
  return async (answer: ScreenEnvelope | undefined, next: string): Promise<boolean> => {
    if (answer?.flowError) {
      openFlowError(answer.flowError)
      return false
    }
    await queryClient.invalidateQueries()
    await router.navigate({ href: safeRedirectPath(answer?.redirectTo, next) })
    return true
  }
}
