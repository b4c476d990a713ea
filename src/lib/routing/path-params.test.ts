import { describe, expect, it } from 'vitest'
import { pathParamsKeepContract } from './path-params'

describe('pathParamsKeepContract', () => {
  it.each([
    { earningsId: 'earn_20261101_0001' },
    { subscriptionId: 'sub_20260401_0001' },
    { planId: 'plan_standard_monthly' },
    { clientId: 'client_cinemaquiz' },
    { type: 'backup-code' },
    { page: '2' },
    { _splat: 'a/../b' },
    {},
  ])('keeps %o', (params) => {
    expect(pathParamsKeepContract(params)).toBe(true)
  })

  it.each([
    { earningsId: '../../mypage' },
    { earningsId: '../../../../oidc/selectAccount/form/switch?x=' },
    { clientId: '..' },
    { clientId: '.' },
    { planId: 'p'.repeat(65) },
    { planId: 'p'.repeat(10_000) },
    { planId: 'プラン' },
    { planId: '%2e%2e' },
    { planId: '' },
    { subscriptionId: 'sub_1#x' },
    { type: 'voice' },
    { page: '0' },
    { page: '10001' },
    { page: '1e3' },
    { somethingNew: 'a/b' },
    { somethingNew: 'x'.repeat(129) },
  ])('refuses %o', (params) => {
    expect(pathParamsKeepContract(params)).toBe(false)
  })
})
