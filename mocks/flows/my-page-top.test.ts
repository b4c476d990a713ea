import { beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS } from '../fixtures/accounts'
import { MockBrowser, resetMock, signedInBrowser } from '../testing/client'

type Card = { subscriptionId: string; isRenewing: boolean }

const renewingIds = (cards: Card[]) =>
  cards.filter((card) => card.isRenewing).map((card) => card.subscriptionId)

describe('My Page: account top, my plans and the restricted profile', () => {
  beforeEach(() => resetMock())

  it('marks the renewing contract on the cards of /mypage and /mypage/plans', async () => {
    const hanako = await signedInBrowser(FIXTURE_EMAILS.standard)
    const top = await hanako.get('/zapi/internal/mypage/screen-data')
    const plans = await hanako.get('/zapi/internal/mypage/plans/screen-data')
    expect(renewingIds(top.body.subscriptions)).toEqual(['sub_20260301_0005'])
    expect(renewingIds(plans.body.subscriptions)).toEqual(['sub_20260301_0005'])
  })

  it('sends the native app from /mypage/plans back to the account top: plan lists are hidden there', async () => {
    const hanako = await signedInBrowser(FIXTURE_EMAILS.standard)
    hanako.userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) PVS/3/12'
    expect((await hanako.get('/zapi/internal/mypage/plans/screen-data')).body).toEqual({
      redirectTo: '/mypage',
    })
  })

  it('counts the unused backup codes for the security check-up (null without any)', async () => {
    const taro = await signedInBrowser(FIXTURE_EMAILS.multiFactor)
    const hanako = await signedInBrowser(FIXTURE_EMAILS.standard)
    expect(
      (await taro.get('/zapi/internal/mypage/screen-data')).body.remainingBackupCodeCount,
    ).toBe(9)
    expect(
      (await hanako.get('/zapi/internal/mypage/screen-data')).body.remainingBackupCodeCount,
    ).toBeNull()
  })

  it('refuses member pages and calls on a restricted profile, with the way to switch', async () => {
    const hanako = await signedInBrowser(FIXTURE_EMAILS.standard)
    expect((await hanako.post('/__mock/profile', { name: 'こども' })).body).toEqual({
      ok: true,
      restrictedProfile: 'こども',
    })
    const page = await hanako.get('/zapi/internal/mypage/plans/screen-data')
    expect(page.status).toBe(403)
    expect(page.body).toMatchObject({
      code: 'PROFILE_VIEW_PROHIBITED',
      profileSwitch: {
        currentProfileName: 'こども',
        switchUrl: '/__mock/profile/switch?returnTo=%2Fmypage%2Fplans',
      },
    })
    const call = await hanako.post('/zapi/auth/social/disable', { userIdentifierType: 'LINE' })
    expect([call.status, call.body.profileSwitch.switchUrl]).toEqual([
      403,
      '/__mock/profile/switch?returnTo=%2Fmypage',
    ])
    // The header (open to everyone) still answers, so the layout around the 403 page renders.
    expect((await hanako.get('/zapi/internal/account-header/screen-data')).status).toBe(200)

    const switched = await hanako.get('/__mock/profile/switch?returnTo=%2Fmypage%2Fplans')
    expect([switched.status, switched.headers.get('location')]).toEqual([303, '/mypage/plans'])
    expect((await hanako.get('/zapi/internal/mypage/plans/screen-data')).status).toBe(200)
  })

  it('puts only a signed-in session on a restricted profile; the default name is キッズ', async () => {
    expect((await new MockBrowser().post('/__mock/profile', {})).status).toBe(409)
    const hanako = await signedInBrowser(FIXTURE_EMAILS.standard)
    await hanako.post('/__mock/profile', {})
    const page = await hanako.get('/zapi/internal/mypage/screen-data')
    expect(page.body.profileSwitch.currentProfileName).toBe('キッズ')
    await hanako.post('/__mock/profile', { name: null })
    expect((await hanako.get('/zapi/internal/mypage/screen-data')).status).toBe(200)
  })

  it('turns each optional My Page feature off in its scenario', async () => {
    const flags = {
      'newsletter-off': 'isNewsletterEnabled',
      'privacy-off': 'isPrivacyManagementEnabled',
      'pin-code-off': 'isPinCodeEnabled',
      'connections-off': 'isConnectionsEnabled',
      'profile-image-off': 'isProfileImageEnabled',
    }
    for (const [scenario, flag] of Object.entries(flags)) {
      await resetMock(scenario)
      const hanako = await signedInBrowser(FIXTURE_EMAILS.standard)
      const { storeStatus } = (await hanako.get('/zapi/internal/mypage/screen-data')).body
      const offFlags = Object.entries(flags)
        .map(([, name]) => name)
        .filter((name) => storeStatus[name] === false)
      expect(offFlags, scenario).toEqual([flag])
    }
    const hanako = await signedInBrowser(FIXTURE_EMAILS.standard)
    expect(
      (await hanako.get('/zapi/internal/account-header/screen-data')).body.profileImageUrl,
    ).toBeNull()
  })

  it('lists one external account row with one provider', async () => {
    await resetMock('external-line-only')
    const yui = await signedInBrowser(FIXTURE_EMAILS.externalOnly)
    const { externalAccounts } = (await yui.get('/zapi/internal/mypage/screen-data')).body
    expect(externalAccounts).toEqual([
      expect.objectContaining({ userIdentifierType: 'LINE', isLinked: true, canUnlink: true }),
    ])
  })
})
