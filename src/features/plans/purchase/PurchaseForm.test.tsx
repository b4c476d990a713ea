import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Plan } from '~generated/api/model'
import { renderWithProviders } from '../../../../tests/setup/render'
import { PurchaseForm } from './PurchaseForm'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))

const KIDS: Plan = {
  planId: 'plan_kids_2weeks',
  planName: 'キッズプラン',
  planDescription: '',
  planType: 'subscription',
  price: 330,
  renewSpan: 2,
  renewSpanUnit: 'weeks',
  hasAvailableCampaign: false,
}

describe('PurchaseForm: no registered payment method (spec 01 §5)', () => {
  it("says 'Please register a payment method.' where the member registers one, and focuses it", async () => {
    await renderWithProviders(
      <PurchaseForm
        plans={[KIDS]}
        choosePlan={false}
        paymentMethods={[]}
        paymentMethodRegistrationPath="/mypage/payment-method?returnTo=%2Fplans%2Fplan_kids_2weeks"
        serverTime="2026-04-01T10:00:00+09:00"
        inputtedData={null}
        formPath="/plans/plan_kids_2weeks"
      />,
      { path: '/plans/plan_kids_2weeks' },
    )
    const methods = screen.getByRole('group', { name: 'お支払い方法' })
    const submit = screen.getByRole('button', { name: '確認画面へ進む' })
    expect(submit).toBeEnabled()
    await userEvent.click(submit)
    await waitFor(() => expect(methods).toHaveFocus())
    expect(methods).toHaveAttribute('aria-invalid', 'true')
    expect(methods).toHaveAccessibleDescription('Please register a payment method.')
    expect(screen.getByRole('link', { name: 'お支払い方法を登録する' })).toBeVisible()
  })
})
