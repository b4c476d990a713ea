import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OrderVerification, Plan } from '~generated/api/model'
import { renderWithProviders } from '~tests/setup/render'
import { BillingStatement } from './BillingStatement'
import { OrderFacts } from './OrderFacts'
import { PlanSummary } from './PlanSummary'

const NOW = Date.parse('2026-11-22T10:00:00+09:00')

const plan = (freeTrialDays: number | null): Plan => ({
  planId: 'plan_standard',
  planName: 'スタンダードプラン',
  planDescription: '',
  planType: 'subscription',
  price: 990,
  renewSpan: 1,
  renewSpanUnit: 'months',
  freeTrialDays,
})

const order = (overrides: Partial<OrderVerification>): OrderVerification => ({
  billingAmount: 490,
  firstPaymentDay: '2026-12-01',
  isReContract: false,
  ...overrides,
})

/** The value of the fact labelled `label`. */
const fact = (label: string) => screen.getByText(label).nextElementSibling

describe('counted words: English says one or many, Japanese stays as it was', () => {
  it('free days and discounted payments of the order', async () => {
    const { unmount } = await renderWithProviders(
      <OrderFacts order={order({ freeDays: 1, discountContinuationCount: 1 })} now={NOW} />,
      { locale: 'en' },
    )
    expect(fact('Free period')).toHaveTextContent(/^1 day$/)
    expect(fact('Discounted payments')).toHaveTextContent(/^1 payment$/)
    unmount()

    await renderWithProviders(
      <OrderFacts order={order({ freeDays: 2, discountContinuationCount: 2 })} now={NOW} />,
      { locale: 'en' },
    )
    expect(fact('Free period')).toHaveTextContent(/^2 days$/)
    expect(fact('Discounted payments')).toHaveTextContent(/^2 payments$/)
  })

  it('keeps the Japanese counters, the number written as before (no grouping)', async () => {
    await renderWithProviders(
      <OrderFacts order={order({ freeDays: 1000, discountContinuationCount: 1 })} now={NOW} />,
    )
    expect(fact('無料期間')).toHaveTextContent(/^1000日間$/)
    expect(fact('割引の適用回数')).toHaveTextContent(/^1回$/)
  })

  it("the plan's free trial", async () => {
    const { unmount } = await renderWithProviders(<PlanSummary plan={plan(1)} />, {
      locale: 'en',
    })
    expect(screen.getByText('1 day free')).toBeInTheDocument()
    unmount()
    const again = await renderWithProviders(<PlanSummary plan={plan(14)} />, { locale: 'en' })
    expect(screen.getByText('14 days free')).toBeInTheDocument()
    again.unmount()
    await renderWithProviders(<PlanSummary plan={plan(14)} />)
    expect(screen.getByText('14日間無料')).toBeInTheDocument()
  })

  it('the number of discounted payments in the billing statement', async () => {
    const discounted = (times: number) =>
      order({ campaignType: 'other', discountContinuationCount: times })
    const { unmount } = await renderWithProviders(
      <BillingStatement plan={plan(null)} order={discounted(1)} />,
      { locale: 'en' },
    )
    expect(screen.getByTestId('billing-statement')).toHaveTextContent(/^From .+, 1 payment of /)
    unmount()
    const again = await renderWithProviders(
      <BillingStatement plan={plan(null)} order={discounted(3)} />,
      { locale: 'en' },
    )
    expect(screen.getByTestId('billing-statement')).toHaveTextContent(/^From .+, 3 payments of /)
    again.unmount()
    await renderWithProviders(<BillingStatement plan={plan(null)} order={discounted(3)} />)
    expect(screen.getByTestId('billing-statement')).toHaveTextContent(
      /から3回は¥490\(税込\)、その後は¥990\(税込\)\/月が請求されます。以降1ヶ月ごとに自動更新されます。$/,
    )
  })
})
