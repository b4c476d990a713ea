import { describe, expect, it } from 'vitest'
import type { Plan } from '~generated/api/model'
import { isOpenForSignup } from './open-plans'

const NOW = '2026-11-25T12:00:00+09:00'
const plan: Plan = {
  planId: 'plan_standard_monthly',
  planName: 'スタンダードプラン',
  planDescription: '見放題',
  planType: 'subscription',
  price: 990,
  salesStartDate: '2026-01-01T00:00:00+09:00',
  salesEndDate: null,
  salesCount: null,
  salesLimit: null,
  renewSpan: 1,
  renewSpanUnit: 'months',
  isSubscribed: false,
  isContractLimitReached: false,
}

describe('isOpenForSignup', () => {
  it('offers a subscription on sale that the member does not hold', () => {
    expect(isOpenForSignup(plan, NOW)).toBe(true)
    expect(isOpenForSignup({ ...plan, salesStartDate: null }, NOW)).toBe(true)
    expect(isOpenForSignup({ ...plan, salesCount: 49, salesLimit: 50 }, NOW)).toBe(true)
  })

  it('leaves out purchases and rentals', () => {
    expect(isOpenForSignup({ ...plan, planType: 'purchase' }, NOW)).toBe(false)
    expect(isOpenForSignup({ ...plan, planType: 'rental' }, NOW)).toBe(false)
  })

  it('leaves out plans held or at the contract limit', () => {
    expect(isOpenForSignup({ ...plan, isSubscribed: true }, NOW)).toBe(false)
    expect(isOpenForSignup({ ...plan, isContractLimitReached: true }, NOW)).toBe(false)
  })

  it('leaves out plans before or after their sale, at the server time', () => {
    expect(isOpenForSignup({ ...plan, salesStartDate: '2026-12-01T00:00:00+09:00' }, NOW)).toBe(
      false,
    )
    expect(isOpenForSignup({ ...plan, salesEndDate: NOW }, NOW)).toBe(false)
    expect(isOpenForSignup({ ...plan, salesEndDate: '2026-11-25T12:00:01+09:00' }, NOW)).toBe(true)
  })

  it('leaves out sold-out plans', () => {
    expect(isOpenForSignup({ ...plan, salesCount: 50, salesLimit: 50 }, NOW)).toBe(false)
    expect(isOpenForSignup({ ...plan, salesCount: null, salesLimit: 0 }, NOW)).toBe(false)
  })
})
