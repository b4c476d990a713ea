import { msg } from '@lingui/core/macro'
import { useState } from 'react'
import { deleteAccountPaymentMethod } from '~generated/api/mypage-payments/mypage-payments'
import { useCallFailure } from '~/components/form-submit/use-form-failure'
import { ApiError } from '~/lib/api/api-error'
import { ERROR_MESSAGES } from '~/lib/api/error-messages'
import { useFollowAnswer } from '~/lib/api/follow-answer'
import { isNotFoundAnswer } from '~/lib/api/not-found-answer'
import { useOneCallAtATime } from '~/lib/api/use-one-call-at-a-time'

/** The catalogue's wording of the refusals (spec 02 §4, §8). */
export const DELETE_REFUSALS = {
  PAYMENT_METHOD_IN_USE: ERROR_MESSAGES.PAYMENT_METHOD_IN_USE,
  PAYMENT_METHOD_CANCEL_PENDING: ERROR_MESSAGES.PAYMENT_METHOD_CANCEL_PENDING,
  NOT_FOUND: msg`このお支払い方法は既に削除されています。`,
}

/**
 * Deleting a registered method after its confirmation: one at a time; the answer leads to the
 * completion, a refusal is the page's message (the catalogue's for a method in use or one a
 * contract scheduled for cancellation uses) and closes the confirmation.
 */
export function useDeleteMethod() {
  const follow = useFollowAnswer()
  const { run, pending } = useOneCallAtATime()
  const { failure, report, clear } = useCallFailure(DELETE_REFUSALS)
  const [target, setTarget] = useState<string | null>(null)

  const remove = (id: string) =>
    run(
      async () => {
        clear()
        // A 404 answers its body instead of failing (spec 01 §7).
        const answer = await deleteAccountPaymentMethod(id)
        if (isNotFoundAnswer(answer)) {
          report(new ApiError(404, { code: 'NOT_FOUND' }))
          setTarget(null)
          return
        }
        await follow(answer, { next: '/mypage/payment-method/delete/complete' })
      },
      (error) => {
        report(error)
        setTarget(null)
      },
    )

  return { target, setTarget, remove, deleting: pending, failure }
}
