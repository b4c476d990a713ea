import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AccountDataExport, MypageDataExportScreenData } from '~generated/api/model'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS } from '../fixtures/accounts'
import { resetMock, setClock, signedInBrowser } from '../testing/client'

const SCREEN = '/zapi/internal/mypage/data-export/screen-data'
const FILE = '/zapi/account/data-export'
const NATIVE_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) PVS/3/12'
// 23:30 on the 28th in UTC is already the 29th in Japan: the file is named by Japan's day.
const NOW = new Date('2026-11-28T23:30:00Z')

describe('My Page: a copy of one’s data', () => {
  beforeEach(async () => {
    await resetMock()
    await setClock(NOW)
  })
  afterEach(() => setClock(null))

  it('explains what the copy holds and the name it is saved under', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const { body } = await member.get<MypageDataExportScreenData>(SCREEN)
    expect(body.fileName).toBe('account-data-2026-11-29.json')
    expect(body.counts).toMatchObject({ paymentMethods: 10, connectedApps: 2, loginHistory: 30 })
    expect(body.counts.sessions).toBeGreaterThanOrEqual(2)
  })

  it("answers the member's data at once, as a file named with the day, without secrets", async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const answer = await member.get<AccountDataExport>(FILE)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="account-data-2026-11-29.json"',
    )
    const copy = answer.body
    expect(copy.profile).toMatchObject({
      familyName: '山田',
      givenName: '花子',
      contactEmail: FIXTURE_EMAILS.standard,
    })
    expect(copy.contracts.map((contract) => contract.subscriptionId)).toContain('sub_20260401_0001')
    expect(copy.paymentMethods).toContainEqual(
      expect.objectContaining({
        accountPaymentMethodId: 'apm_0001',
        cardInfo: expect.objectContaining({ cardNumberSuffix: '4242', cardbrandCode: 'V' }),
      }),
    )
    expect(copy.connectedApps.map((grant) => grant.client.client_name)).toEqual(
      expect.arrayContaining(['Cinema Quiz', 'Eiga Log']),
    )
    expect(copy.policyConsents.map((consent) => consent.key)).toEqual(['terms', 'privacy'])
    expect(copy.sessions[0].isCurrent).toBe(true)
    expect(JSON.stringify(copy)).not.toContain(FIXTURE_PASSWORDS.standard)
    expect(JSON.stringify(copy)).not.toContain(member.cookies.get('session_id'))
  })

  it('asks for re-authentication after 30 minutes, as the copy holds every personal detail', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    await setClock(new Date(NOW.getTime() + 31 * 60_000))
    expect((await member.get(SCREEN)).body).toEqual({
      redirectTo: '/mypage/reauthorize?returnTo=%2Fmypage%2Fdata-export',
    })
    const refused = await member.get(FILE)
    expect([refused.status, refused.body.code]).toEqual([401, 'UNAUTHORIZED'])
  })

  it('is not offered when the store turns it off, nor in the native app', async () => {
    const app = await signedInBrowser(FIXTURE_EMAILS.standard)
    app.userAgent = NATIVE_APP
    expect((await app.get(SCREEN)).body).toEqual({ redirectTo: '/mypage' })
    expect((await app.get(FILE)).status).toBe(403)

    await resetMock('data-export-off')
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    expect((await member.get(SCREEN)).body).toEqual({ redirectTo: '/mypage' })
    const refused = await member.get(FILE)
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN'])
  })
})
