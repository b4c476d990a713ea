import { describe, expect, it } from 'vitest'
import { securityCheckup } from './security-checkup'
import type { TopPageContext } from './top-rules'

const safe: TopPageContext = {
  account: {
    isEmailVerified: true,
    isEnabledPassword: true,
    hasPassword: true,
    isEnabledLoginId: false,
    isEnabledEmail: true,
    isEnabledMultiFactor: true,
  },
  storeStatus: {
    hasSubscriptionPlan: true,
    isStorePaymentAvailable: true,
    allowedMultiFactorTypes: ['OTP'],
  },
  isApp: false,
}
const withAccount = (account: Partial<TopPageContext['account']>): TopPageContext => ({
  ...safe,
  account: { ...safe.account, ...account },
})

describe('securityCheckup', () => {
  it('finds nothing for a well-protected account', () => {
    expect(securityCheckup(safe, 9)).toEqual([])
  })

  it('suggests multi-factor when it is off and the store offers it', () => {
    expect(securityCheckup(withAccount({ isEnabledMultiFactor: false }), null)).toEqual([
      'multiFactorOff',
    ])
    const noTypes = { ...safe.storeStatus, allowedMultiFactorTypes: [] }
    expect(
      securityCheckup(
        { ...withAccount({ isEnabledMultiFactor: false }), storeStatus: noTypes },
        null,
      ),
    ).toEqual([])
  })

  it('suggests new backup codes at 3 or fewer', () => {
    expect(securityCheckup(safe, 4)).toEqual([])
    expect(securityCheckup(safe, 3)).toEqual(['fewBackupCodes'])
    expect(securityCheckup(safe, 0)).toEqual(['fewBackupCodes'])
  })

  it('lists an unverified e-mail and a missing password, most urgent first', () => {
    expect(
      securityCheckup(
        withAccount({
          isEnabledMultiFactor: false,
          isEmailVerified: false,
          hasPassword: false,
          isEnabledPassword: false,
        }),
        null,
      ),
    ).toEqual(['multiFactorOff', 'emailUnverified', 'noPassword'])
  })
})
