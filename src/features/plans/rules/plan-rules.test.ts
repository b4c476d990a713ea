import { describe, expect, it } from 'vitest'
import { planButtonState } from './plan-button'

const NOW = '2026-11-22T10:00:00+09:00'
const base = {
  isContractLimitReached: false,
  salesStartDate: '2026-01-01T00:00:00+09:00',
  salesEndDate: null,
  salesCount: 10,
  salesLimit: null,
  freeTrialDays: null,
}

describe('planButtonState (spec 01 §4 precedence)', () => {
  it('offers the plan when nothing stops it', () => {
    expect(planButtonState(base, NOW)).toEqual({ kind: 'subscribe', enabled: true })
  })
  it('shows the trial days when the plan has a free trial', () => {
    expect(planButtonState({ ...base, freeTrialDays: 14 }, NOW)).toEqual({
      kind: 'trial',
      enabled: true,
      days: 14,
    })
  })
  it('treats 0 trial days as no trial', () => {
    expect(planButtonState({ ...base, freeTrialDays: 0 }, NOW).kind).toBe('subscribe')
  })
  it('sold out beats a free trial', () => {
    const plan = { ...base, salesCount: 5, salesLimit: 5, freeTrialDays: 7 }
    expect(planButtonState(plan, NOW)).toEqual({ kind: 'soldOut', enabled: false })
  })
  it('before sale beats sold out and trial', () => {
    const plan = {
      ...base,
      salesStartDate: '2026-12-01T00:00:00+09:00',
      salesCount: 5,
      salesLimit: 5,
      freeTrialDays: 7,
    }
    expect(planButtonState(plan, NOW).kind).toBe('beforeSale')
  })
  it('sale ended at exactly the end date, and beats before sale', () => {
    expect(planButtonState({ ...base, salesEndDate: NOW }, NOW).kind).toBe('saleEnded')
    expect(planButtonState({ ...base, salesEndDate: '2026-11-22T09:59:59+09:00' }, NOW).kind).toBe(
      'saleEnded',
    )
    expect(planButtonState({ ...base, salesEndDate: '2026-11-22T10:00:01+09:00' }, NOW).kind).toBe(
      'subscribe',
    )
    const odd = { ...base, salesStartDate: '2027-01-01T00:00:00+09:00', salesEndDate: NOW }
    expect(planButtonState(odd, NOW).kind).toBe('saleEnded')
  })
  it('starts selling at exactly the start date', () => {
    expect(planButtonState({ ...base, salesStartDate: NOW }, NOW).kind).toBe('subscribe')
  })
  it('the contract limit beats everything', () => {
    const plan = {
      ...base,
      isContractLimitReached: true,
      salesEndDate: '2026-01-02T00:00:00+09:00',
      salesCount: 9,
      salesLimit: 9,
      freeTrialDays: 7,
    }
    expect(planButtonState(plan, NOW)).toEqual({ kind: 'contractLimit', enabled: false })
  })
  it('accepts the time as a Date or epoch ms', () => {
    const plan = { ...base, salesEndDate: NOW }
    expect(planButtonState(plan, new Date(NOW)).kind).toBe('saleEnded')
    expect(planButtonState(plan, Date.parse(NOW) - 1).kind).toBe('subscribe')
  })
})
