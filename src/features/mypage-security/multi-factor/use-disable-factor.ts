import { useLingui } from '@lingui/react/macro'
import type { MultiFactorType } from '~generated/api/model'
import { postAccountDisableMultiFactor } from '~generated/api/mypage-security/mypage-security'
import { showToast } from '~/components/overlays/toast'
import { useFollowAnswer } from '~/lib/api/follow-answer'
import { useOneCallAtATime } from '~/lib/api/use-one-call-at-a-time'

/**
 * Disables one multi-factor type (POST /zapi/account/disable-multi-factor), one request at a
 * time, and follows the answer to the completion page. A failure closes the confirmation with a
 * toast (the type stays enabled); one that needs a sign-in again opens the flow-error notice.
 */
export function useDisableFactor(onFailure: () => void) {
  const { t } = useLingui()
  const follow = useFollowAnswer()
  const { run, pending } = useOneCallAtATime()

  const disable = (multiFactorType: MultiFactorType) =>
    run(
      async () =>
        void (await follow(await postAccountDisableMultiFactor({ multiFactorType }), {
          next: '/mypage/multi-factor/complete',
        })),
      () => {
        showToast({ message: t`2段階認証を無効にできませんでした。`, color: 'red' })
        onFailure()
      },
    )

  return { disable, pending }
}
