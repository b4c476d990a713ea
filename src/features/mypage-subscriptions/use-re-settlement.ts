import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import {
  getGetMypageSubscriptionSubscriptionIdScreenDataQueryKey,
  postSubscriptionReSettlement,
} from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import type { MypageSubscriptionSubscriptionIdScreenData } from '~generated/api/model'
import { useCallFailure } from '~/components/form-submit/use-form-failure'
import { useFollowAnswer } from '~/lib/api/follow-answer'
import { useOneCallAtATime } from '~/lib/api/use-one-call-at-a-time'

/**
 * The retry of a held contract's payment (POST /zapi/subscription/{id}/re-settlement, spec 02 §2,
 * §8): one call at a time; when paid, the detail shows the contract the answer carries in place
 * (no longer held) and `settled` turns true; a declined payment or any other failure is shown
 * inline (`failure`), in the server's words.
 */
export function useReSettlement(subscriptionId: string) {
  const queryClient = useQueryClient()
  const follow = useFollowAnswer()
  const { run, pending } = useOneCallAtATime()
  const { failure, report, clear } = useCallFailure()
  const [settled, setSettled] = useState(false)

  const retry = () =>
    run(
      async () => {
        clear()
        const answer = await postSubscriptionReSettlement(subscriptionId)
        if ((await follow(answer)) === 'notice') return
        queryClient.setQueryData<MypageSubscriptionSubscriptionIdScreenData>(
          getGetMypageSubscriptionSubscriptionIdScreenDataQueryKey(subscriptionId),
          { subscription: answer.subscription, isRenewing: answer.subscription.isRenewing },
        )
        setSettled(true)
      },
      (error) => void report(error),
    )

  return { retry, pending, failure, settled }
}
