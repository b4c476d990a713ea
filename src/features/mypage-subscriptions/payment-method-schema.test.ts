import { describe, expect, it } from 'vitest'
import { PostSubscriptionChangePaymentMethodBody } from '~generated/zod/mypage-subscriptions/mypage-subscriptions.zod'
import { PAYMENT_METHOD_NOT_SELECTED, changePaymentMethodSchema } from './payment-method-schema'

describe('changePaymentMethodSchema', () => {
  it('sends the chosen method as the contract accepts it', () => {
    const body = changePaymentMethodSchema().parse({ paymentMethodId: 'apm_0005' })
    expect(body).toEqual({ paymentMethodId: 'apm_0005' })
    expect(PostSubscriptionChangePaymentMethodBody.safeParse(body).success).toBe(true)
  })

  it("says '支払い方法が選択されていません' without a choice", () => {
    const result = changePaymentMethodSchema().safeParse({ paymentMethodId: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['paymentMethodId', PAYMENT_METHOD_NOT_SELECTED.id],
    ])
  })
})
