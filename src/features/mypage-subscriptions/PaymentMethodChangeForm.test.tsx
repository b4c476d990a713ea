import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { MypageSubscriptionSubscriptionIdPaymentMethodScreenData } from '~generated/api/model'
import { renderWithProviders } from '../../../tests/setup/render'
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
