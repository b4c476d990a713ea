import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { MypageSubscriptionSubscriptionIdPaymentMethodScreenData } from '~generated/api/model'
import { renderWithProviders } from '~tests/setup/render'
import { PaymentMethodChangeForm } from './PaymentMethodChangeForm'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))

const ID = 'sub_20260201_3001'
const NO_METHOD = {
  subscription: { subscriptionId: ID, planName: 'スタンダードプラン', accountPaymentMethod: null },
  paymentMethods: [],
  usablePaymentMethodTypes: ['SbpsCredit'],
  isRenewing: false,
} as unknown as MypageSubscriptionSubscriptionIdPaymentMethodScreenData

describe('PaymentMethodChangeForm: no registered payment method (spec 02 §8)', () => {
  it("says '支払い方法が選択されていません' where the member adds one, and focuses it", async () => {
    await renderWithProviders(<PaymentMethodChangeForm subscriptionId={ID} data={NO_METHOD} />, {
      path: `/mypage/subscription/${ID}/payment-method`,
    })
    const methods = screen.getByRole('group', { name: 'お支払い方法' })
    expect(methods).toHaveTextContent('登録されているお支払い方法はありません。')
    const submit = screen.getByRole('button', { name: '変更する' })
    expect(submit).toBeEnabled()
    await userEvent.click(submit)
    await waitFor(() => expect(methods).toHaveFocus())
    expect(methods).toHaveAttribute('aria-invalid', 'true')
    expect(methods).toHaveAccessibleDescription('支払い方法が選択されていません')
    expect(screen.getByRole('link', { name: 'お支払い方法を追加する' })).toBeVisible()
  })
})

const yearMonth = (monthsFromNow: number) => {
  const date = new Date()
  date.setUTCDate(15)
  date.setUTCMonth(date.getUTCMonth() + monthsFromNow)
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`
}
const card = (id: string, brand: 'V' | 'J', suffix: string, expireDate: string) => ({
  accountPaymentMethodId: id,
  paymentMethodType: 'SbpsCredit',
  isContractUsed: false,
  cardInfo: { cardNumberSuffix: suffix, expireDate, cardbrandCode: brand },
  displayName: null,
})
const EXPIRED_JCB = card('apm_jcb', 'J', '0005', yearMonth(-2))
const HELD = {
  subscription: {
    subscriptionId: ID,
    planName: 'スタンダードプラン',
    subscriptionStatus: 'HOLD',
    accountPaymentMethod: EXPIRED_JCB,
  },
  paymentMethods: [
    EXPIRED_JCB,
    card('apm_visa', 'V', '4242', yearMonth(18)),
    {
      accountPaymentMethodId: 'apm_paypal',
      paymentMethodType: 'PaypalRest',
      isContractUsed: false,
      cardInfo: null,
      displayName: 'PayPal',
    },
  ],
  usablePaymentMethodTypes: ['SbpsCredit'],
  isRenewing: false,
} as unknown as MypageSubscriptionSubscriptionIdPaymentMethodScreenData

describe('PaymentMethodChangeForm: methods that cannot pay the contract', () => {
  it('offers the expired card (the held one) and methods the plan does not accept disabled, saying why', async () => {
    await renderWithProviders(<PaymentMethodChangeForm subscriptionId={ID} data={HELD} />, {
      path: `/mypage/subscription/${ID}/payment-method`,
    })
    const jcb = screen.getByRole('radio', { name: /JCB •••• 0005/ })
    expect(jcb).toBeDisabled()
    expect(jcb).not.toBeChecked()
    expect(jcb).toHaveAccessibleDescription(
      '有効期限が切れています。新しいカードを登録してください。',
    )
    const paypal = screen.getByRole('radio', { name: 'PayPal' })
    expect(paypal).toBeDisabled()
    expect(paypal).toHaveAccessibleDescription('このプランではご利用いただけないお支払い方法です。')
    const visa = screen.getByRole('radio', { name: /Visa •••• 4242/ })
    expect(visa).toBeEnabled()
    expect(visa).not.toHaveAccessibleDescription()
  })
})
