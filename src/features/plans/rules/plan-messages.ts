import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { PlanButtonState } from './plan-button'

/** Spec 01 §4, §6, §8: a purchase refused because the account holds the plan's maximum. */
export const CONTRACT_LIMIT_REACHED = msg`契約数の上限に達しているため購入できません`

/** The label of each sign-up button state (spec 01 §4; the trial shows its days). */
export function planButtonLabel(state: PlanButtonState): MessageDescriptor {
  switch (state.kind) {
    case 'contractLimit':
      return CONTRACT_LIMIT_REACHED
    case 'saleEnded':
      return msg({ comment: 'Sign-up button of a plan whose sale has ended', message: '販売終了' })
    case 'beforeSale':
      return msg({
        comment: 'Sign-up button of a plan whose sale has not started',
        message: '販売開始前',
      })
    case 'soldOut':
      return msg({ comment: 'Sign-up button of a sold-out plan', message: '売り切れ' })
    case 'trial': {
      const days = state.days
      return msg({
        comment: 'Sign-up button of a plan with a free trial',
        message: plural(days, { other: `${days}日間無料で試す` }),
      })
    }
    case 'subscribe':
      return msg`プランを契約する`
  }
}
