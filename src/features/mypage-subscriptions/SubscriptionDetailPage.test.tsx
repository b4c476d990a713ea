import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'
import { SubscriptionDetailPage } from './SubscriptionDetailPage'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))

const subscription = {
  subscriptionId: 'sub_1',
  subscriptionStatus: 'ONGOING_CONTRACT',
  planId: 'plan_standard_monthly',
  planName: 'スタンダードプラン',
  planDescription: '<p>映画・ドラマ・アニメ<br>10,000作品以上が<strong>見放題</strong>。</p>',
  nextSettlementDay: '2026-12-07T00:00:00+09:00',
  firstPaymentDay: '2025-09-28T00:00:00+09:00',
  expirationDate: null,
  originalPrice: 990,
  billingAmount: 990,
  campaign: null,
  campaignApplicablePeriod: null,
  renewSpan: 1,
  renewSpanUnit: 'months',
  accountPaymentMethod: null,
  isWithdraw: false,
  isRenewing: false,
}

describe('SubscriptionDetailPage (spec 02 §2, §9)', () => {
  it("shows the plan's description without its HTML tags and line breaks", async () => {
    fakeBackend({
      'GET /zapi/internal/mypage/subscription/sub_1/screen-data': () =>
        json(200, { subscription, isRenewing: false }),
    })
    await renderWithProviders(<SubscriptionDetailPage subscriptionId="sub_1" />)
    expect(await screen.findByText('映画・ドラマ・アニメ10,000作品以上が見放題。')).toBeVisible()
  })

  const held = {
    ...subscription,
    subscriptionStatus: 'HOLD',
    accountPaymentMethod: {
      accountPaymentMethodId: 'apm_0004',
      paymentMethodType: 'SbpsCredit',
      isContractUsed: true,
      cardInfo: { cardNumberSuffix: '0004', expireDate: '202401', cardbrandCode: 'J' },
    },
  }

  it("says that a held contract's card expired and links to changing the payment method", async () => {
    fakeBackend({
      'GET /zapi/internal/mypage/subscription/sub_1/screen-data': () =>
        json(200, { subscription: held, isRenewing: false }),
    })
    await renderWithProviders(<SubscriptionDetailPage subscriptionId="sub_1" />)
    const notice = await screen.findByRole('note')
    expect(notice).toHaveTextContent(/JCB.*0004.*の有効期限が切れているため/)
    expect(within(notice).getByRole('link', { name: 'お支払い方法を変更する' })).toHaveAttribute(
      'href',
      '/mypage/subscription/sub_1/payment-method',
    )
  })

  it('gives the reason a payment was not confirmed when the card has not expired', async () => {
    const valid = { ...held.accountPaymentMethod.cardInfo, expireDate: '209912' }
    fakeBackend({
      'GET /zapi/internal/mypage/subscription/sub_1/screen-data': () =>
        json(200, {
          subscription: {
            ...held,
            accountPaymentMethod: { ...held.accountPaymentMethod, cardInfo: valid },
          },
          isRenewing: false,
        }),
    })
    await renderWithProviders(<SubscriptionDetailPage subscriptionId="sub_1" />)
    expect(await screen.findByRole('note')).toHaveTextContent(
      'お支払いが確認できなかったため、契約の更新を保留しています。',
    )
  })

  it('shows a failed retry outside the held notice, with its code and request id', async () => {
    fakeBackend({
      'GET /zapi/internal/mypage/subscription/sub_1/screen-data': () =>
        json(200, { subscription: held, isRenewing: false }),
      'POST /zapi/subscription/sub_1/re-settlement': () =>
        json(402, {
          code: 'PAYMENT_DECLINED',
          message: '決済に失敗しました。',
          requestId: 'req-held-1',
        }),
    })
    await renderWithProviders(<SubscriptionDetailPage subscriptionId="sub_1" />)
    await userEvent.setup().click(await screen.findByRole('button', { name: '再決済する' }))
    const failure = await screen.findByRole('alert')
    expect(failure).toHaveTextContent('決済に失敗しました。')
    expect(failure).toHaveTextContent('お問い合わせ番号: req-held-1')
    expect(screen.getByRole('note')).not.toContainElement(failure)
  })
})
