import { describe, expect, it } from 'vitest'
import type { ExternalAccount, StoreStatus } from '~generated/api/model'
import {
  loginMethodText,
  passwordAction,
  privacyRows,
  showsExternalAccounts,
  showsLoginIdRows,
  showsMultiFactorRow,
  showsPasskeysRow,
  showsProfileImageRow,
  showsSessionsRow,
  type TopPageContext,
} from './top-rules'

const allOn: StoreStatus = {
  hasSubscriptionPlan: true,
  isStorePaymentAvailable: true,
  isLoginIdEnabled: true,
  isProfileImageEnabled: true,
  isNewsletterEnabled: true,
  isPrivacyManagementEnabled: true,
  isPinCodeEnabled: true,
  isActiveSessionsEnabled: true,
  isConnectionsEnabled: true,
  isPasskeyEnabled: true,
  allowedMultiFactorTypes: ['Email', 'OTP'],
}

const withPassword: TopPageContext['account'] = {
  isEmailVerified: true,
  isEnabledPassword: true,
  hasPassword: true,
  isEnabledLoginId: true,
  isEnabledEmail: true,
  isEnabledMultiFactor: false,
}
const externalOnly = {
  ...withPassword,
  isEnabledPassword: false,
  hasPassword: false,
  isEnabledLoginId: false,
}

const context = (overrides: Partial<TopPageContext> = {}): TopPageContext => ({
  account: withPassword,
  storeStatus: allOn,
  isApp: false,
  ...overrides,
})

const rows = (count: number): ExternalAccount[] =>
  Array.from({ length: count }, () => ({
    userIdentifierType: 'LINE',
    isLinked: false,
    canUnlink: false,
  }))

describe('account rows', () => {
  it('shows the profile image row only when enabled and not in the app', () => {
    expect(showsProfileImageRow(context())).toBe(true)
    expect(showsProfileImageRow(context({ isApp: true }))).toBe(false)
    expect(
      showsProfileImageRow(context({ storeStatus: { ...allOn, isProfileImageEnabled: false } })),
    ).toBe(false)
    const { isProfileImageEnabled: _absent, ...withoutFlag } = allOn
    expect(showsProfileImageRow(context({ storeStatus: withoutFlag }))).toBe(false)
  })
})

describe('login and security rows', () => {
  it('shows the login ID rows where the store uses login IDs', () => {
    expect(showsLoginIdRows(context())).toBe(true)
    expect(showsLoginIdRows(context({ storeStatus: { ...allOn, isLoginIdEnabled: false } }))).toBe(
      false,
    )
  })

  it('edits an existing password, or enables the first one', () => {
    expect(passwordAction(context())).toBe('edit')
    expect(passwordAction(context({ account: externalOnly }))).toBe('enable')
  })

  it('names the login method: login ID only, e-mail or login ID, nothing without a login ID or a password', () => {
    expect(loginMethodText(context({ account: { ...withPassword, isEnabledEmail: false } }))).toBe(
      'loginIdOnly',
    )
    expect(loginMethodText(context())).toBe('emailOrLoginId')
    // No login ID: the member signs in by e-mail only, which neither text says.
    expect(
      loginMethodText(context({ account: { ...withPassword, isEnabledLoginId: false } })),
    ).toBeNull()
    expect(loginMethodText(context({ account: externalOnly }))).toBeNull()
  })

  it('shows the multi-factor row when the store allows a type', () => {
    expect(showsMultiFactorRow(context())).toBe(true)
    expect(
      showsMultiFactorRow(context({ storeStatus: { ...allOn, allowedMultiFactorTypes: [] } })),
    ).toBe(false)
  })

  it('shows the signed-in devices row when the store offers it, in the app too', () => {
    expect(showsSessionsRow(context())).toBe(true)
    expect(showsSessionsRow(context({ isApp: true }))).toBe(true)
    const { isActiveSessionsEnabled: _, ...withoutFlag } = allOn
    expect(showsSessionsRow(context({ storeStatus: withoutFlag }))).toBe(false)
  })
})

describe('external-account section (count rule)', () => {
  it('needs more than 0 rows with a password', () => {
    expect(showsExternalAccounts(context(), rows(0))).toBe(false)
    expect(showsExternalAccounts(context(), rows(1))).toBe(true)
  })

  it('needs more than 1 row without a password', () => {
    const noPassword = context({ account: externalOnly })
    expect(showsExternalAccounts(noPassword, rows(1))).toBe(false)
    expect(showsExternalAccounts(noPassword, rows(2))).toBe(true)
  })

  it('is never shown in the app', () => {
    expect(showsExternalAccounts(context({ isApp: true }), rows(3))).toBe(false)
  })
})

describe('privacy rows', () => {
  it('lists each enabled feature in order', () => {
    expect(privacyRows(context())).toEqual(['newsletter', 'privacy', 'pinCode', 'connections'])
  })

  it.each([
    ['isNewsletterEnabled', ['privacy', 'pinCode', 'connections']],
    ['isPrivacyManagementEnabled', ['newsletter', 'pinCode', 'connections']],
    ['isPinCodeEnabled', ['newsletter', 'privacy', 'connections']],
    ['isConnectionsEnabled', ['newsletter', 'privacy', 'pinCode']],
  ] as const)('leaves out the row when %s is off', (flag, expected) => {
    expect(privacyRows(context({ storeStatus: { ...allOn, [flag]: false } }))).toEqual(expected)
  })

  it('leaves out linked apps in the app', () => {
    expect(privacyRows(context({ isApp: true }))).toEqual(['newsletter', 'privacy', 'pinCode'])
  })

  it("adds the copy of one's data last where the store enables it, never in the native app", () => {
    const dataExportOn = { ...allOn, isDataExportEnabled: true }
    expect(privacyRows(context({ storeStatus: dataExportOn }))).toEqual([
      'newsletter',
      'privacy',
      'pinCode',
      'connections',
      'dataExport',
    ])
    expect(privacyRows(context({ storeStatus: dataExportOn, isApp: true }))).toEqual([
      'newsletter',
      'privacy',
      'pinCode',
    ])
  })

  it('shows the passkeys row where the store enables them, never in the native app', () => {
    expect(showsPasskeysRow(context())).toBe(true)
    expect(showsPasskeysRow(context({ isApp: true }))).toBe(false)
    const { isPasskeyEnabled: _, ...withoutPasskeys } = allOn
    expect(showsPasskeysRow(context({ storeStatus: withoutPasskeys }))).toBe(false)
  })
})
