import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeBackend, json } from '../../../tests/setup/fake-backend'
import { renderWithProviders } from '../../../tests/setup/render'
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
})
