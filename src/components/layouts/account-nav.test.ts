import { describe, expect, it } from 'vitest'
import { defaultAccountNavMode, getAccountNavItems } from './AccountNav'

const hrefs = (flags: Parameters<typeof getAccountNavItems>[0]) =>
  getAccountNavItems(flags).map((item) => item.href)

describe('getAccountNavItems', () => {
  it('shows everything for a paying store and a subscribed member', () => {
    expect(
      hrefs({
        hasSubscriptionPlan: true,
        isStorePaymentAvailable: true,
        userHasSubscriptionPlan: true,
      }),
    ).toEqual([
      '/mypage',
      '/mypage/plans',
      '/mypage/payment-method',
      '/mypage/payment-history',
      '/',
    ])
  })

  it('shows Home when the store has a subscription plan, without payment items', () => {
    expect(
      hrefs({
        hasSubscriptionPlan: true,
        isStorePaymentAvailable: false,
        userHasSubscriptionPlan: false,
      }),
    ).toEqual(['/mypage', '/'])
  })

  it('shows only back-to-top for a store with neither', () => {
    expect(
      hrefs({
        hasSubscriptionPlan: false,
        isStorePaymentAvailable: false,
        userHasSubscriptionPlan: false,
      }),
    ).toEqual(['/'])
  })
})

describe('defaultAccountNavMode', () => {
  it('shows the menu on the pages the menu leads to', () => {
    for (const path of [
      '/mypage',
      '/mypage/',
      '/mypage/plans',
      '/mypage/payment-method',
      '/mypage/payment-history',
    ]) {
      expect(defaultAccountNavMode(path), path).toBe('menu')
    }
  })

  it('shows only a Back link on other account pages', () => {
    for (const path of ['/mypage/edit', '/mypage/plans/extra', '/mypage/multi-factor']) {
      expect(defaultAccountNavMode(path), path).toBe('back')
    }
  })
})
