import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { postOidcRevokeGrant } from '~generated/api/oidc/oidc'
import { showToast } from '~/components/overlays/toast'
import { useFollowAnswer } from '~/lib/api/follow-answer'
import { useOneCallAtATime } from '~/lib/api/use-one-call-at-a-time'

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
  const { run, pending } = useOneCallAtATime()

  const revoke = (grantId: string) =>
    run(
      async () => void (await follow(await postOidcRevokeGrant(grantId), { next: CONNECTIONS })),
      async () => {
        showToast({ message: t`連携を解除できませんでした。`, color: 'red' })
        await router.navigate({ to: CONNECTIONS })
      },
    )

  return { revoke, pending }
}
