import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Plan } from '~generated/api/model'
import { PlanRenewal } from '~/components/subscriptions/PlanRenewal'
import { renderWithProviders } from '~tests/setup/render'
import { PlanSummary } from './PlanSummary'

const plan = (renewSpan: Plan['renewSpan'], renewSpanUnit: Plan['renewSpanUnit']): Plan => ({
  planId: 'plan_standard',
  planName: 'スタンダードプラン',
  planDescription: '',
  planType: 'subscription',
  price: 990,
  renewSpan,
  renewSpanUnit,
  freeTrialDays: null,
})

/** The text PlanRenewal (the wording of /plans and My Page's plans) gives the plan. */
async function renewalOnPlanLists(shown: Plan, locale: 'ja' | 'en') {
  const { unmount } = await renderWithProviders(
    <div data-testid="plan-list-renewal">
      <PlanRenewal plan={shown} />
    </div>,
    { locale },
  )
  const text = screen.getByTestId('plan-list-renewal').textContent
  unmount()
  return text
}

describe("PlanSummary: the plan being bought renews in the plan lists' words", () => {
  it.each([
    ['ja', plan(1, 'months'), '更新：1ヶ月ごと'],
    ['ja', plan(12, 'months'), '更新：年間'],
    ['ja', plan(2, 'weeks'), '更新：2週ごと'],
    ['en', plan(1, 'months'), undefined],
    ['en', plan(3, 'days'), undefined],
  ] as const)('%s, %o', async (locale, shown, expected) => {
    const wording = await renewalOnPlanLists(shown, locale)
    if (expected) expect(wording).toBe(expected)
    await renderWithProviders(<PlanSummary plan={shown} />, { locale })
    expect(screen.getByRole('region')).toHaveTextContent(wording)
  })

  it('says nothing of a renewal for a one-off purchase', async () => {
    expect(await renewalOnPlanLists(plan(null, null), 'ja')).toBe('')
    await renderWithProviders(<PlanSummary plan={plan(null, null)} />)
    expect(screen.getByRole('region')).not.toHaveTextContent('更新')
  })
})
