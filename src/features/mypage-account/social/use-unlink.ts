import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { getGetMypageScreenDataQueryKey } from '~generated/api/mypage-account/mypage-account'
import { postAuthSocialDisable } from '~generated/api/mypage-connections/mypage-connections'
import type { ExternalAccount, ExternalIdentityType } from '~generated/api/model'
import { openFlowError } from '~/components/flow-error/flow-error-store'
import { showToast } from '~/components/overlays/toast'
import { isApiError, redirectOfFailure } from '~/lib/api/api-error'
import { safeRedirectPath } from '~/lib/security/safe-redirect'

/** Unlink failures stay 5 seconds (spec 01 §8, 02 §9), not the default 3. */
export const UNLINK_FAILURE_TOAST_MS = 5000

/**
 * Unlinks an external account (POST /zapi/auth/social/disable) and follows the answer to the
 * completion page. A refusal shows a toast for 5 s with the server's message; one that needs a
 * sign-in again opens the flow-error notice. `pending` is the type being unlinked.
 */
export function useUnlink() {
  const { t } = useLingui()
  const router = useRouter()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<ExternalIdentityType | null>(null)

  const fail = (message: string | undefined) =>
    showToast({
      message: message || t`外部アカウントとの連携を解除できませんでした。`,
      color: 'red',
      autoClose: UNLINK_FAILURE_TOAST_MS,
    })

  const unlink = async ({ userIdentifierType, userIdentifierMethod }: ExternalAccount) => {
    setPending(userIdentifierType)
    try {
      const answer = await postAuthSocialDisable({
        userIdentifierType,
        userIdentifierMethod: userIdentifierMethod ?? '',
      })
      if (answer?.flowError) openFlowError(answer.flowError)
      else if (answer?.redirectTo) {
        await router.navigate({ href: safeRedirectPath(answer.redirectTo, '/mypage') })
        // The account top listed the link: load it anew when the member goes back.
        queryClient.removeQueries({ queryKey: getGetMypageScreenDataQueryKey() })
      }
      // A 404 comes back as its body (spec 01 §7): no link of that type any more.
      else fail((answer as { message?: string } | undefined)?.message)
    } catch (error) {
      const redirectTo = redirectOfFailure(error)
      if (redirectTo) openFlowError({ redirectTo })
      else fail(isApiError(error) ? error.message : undefined)
    } finally {
      setPending(null)
    }
  }

  return { unlink, pending }
}
