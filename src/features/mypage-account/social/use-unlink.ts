import { useLingui } from '@lingui/react/macro'
import { postAuthSocialDisable } from '~generated/api/mypage-connections/mypage-connections'
import type { ExternalAccount } from '~generated/api/model'
import { showToast } from '~/components/overlays/toast'
import { isApiError } from '~/lib/api/api-error'
import { useFollowAnswer } from '~/lib/api/follow-answer'
import { useOneCallAtATime } from '~/lib/api/use-one-call-at-a-time'

/** Unlink failures stay 5 seconds (spec 01 §8, 02 §9), not the default 3. */
export const UNLINK_FAILURE_TOAST_MS = 5000

/**
 * Unlinks an external account (POST /zapi/auth/social/disable) and follows the answer to the
 * completion page (followAnswer), one at a time. A refusal shows a toast for 5 s with the server's
 * message; one that needs a sign-in again opens the flow-error notice.
 */
export function useUnlink() {
  const { t } = useLingui()
  const follow = useFollowAnswer()
  const { run, pending } = useOneCallAtATime()

  const fail = (message: string | undefined) =>
    showToast({
      message: message || t`外部アカウントとの連携を解除できませんでした。`,
      color: 'red',
      autoClose: UNLINK_FAILURE_TOAST_MS,
    })

  const unlink = ({ userIdentifierType, userIdentifierMethod }: ExternalAccount) =>
    run(
      async () => {
        const answer = await postAuthSocialDisable({
          userIdentifierType,
          userIdentifierMethod: userIdentifierMethod ?? '',
        })
        // A 404 comes back as its body (spec 01 §7): that link is gone, nothing to follow.
        if (!answer?.redirectTo && !answer?.flowError)
          fail((answer as { message?: string } | undefined)?.message)
        else await follow(answer)
      },
      (error) => {
        fail(isApiError(error) ? error.message : undefined)
      },
    )

  return { unlink, pending }
}
