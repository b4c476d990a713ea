import { beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS } from '../fixtures/accounts'
import { STANDARD_MEMBER_PHONE_SESSION_ID } from '../fixtures/sessions'
import { MockBrowser, resetMock, signedInBrowser } from '../testing/client'

const SCREEN = '/zapi/internal/mypage/sessions/screen-data'
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'

interface Listed {
  sessionId: string
  deviceInfo: string | null
  browserInfo: string | null
  isCurrent: boolean
  ip: string
  country: string | null
  signedInAt: string
  lastActiveAt: string
}
const listed = async (browser: MockBrowser) =>
  (await browser.get<{ sessions: Listed[] }>(SCREEN)).body.sessions

async function signInWithPassword(userAgent: string): Promise<MockBrowser> {
  const browser = new MockBrowser()
  browser.userAgent = userAgent
  await browser.post('/login', {
    loginMethodType: 'Email',
    value: FIXTURE_EMAILS.noContract,
    password: FIXTURE_PASSWORDS.noContract,
  })
  return browser
}

describe('My Page: active sessions', () => {
  beforeEach(() => resetMock())

  it("lists every browser the member is signed in on, this one first, with the standard member's phone from the fixtures", async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const [current, phone, ...rest] = await listed(member)
    expect(rest).toEqual([])
    expect(current).toMatchObject({
      isCurrent: true,
      deviceInfo: 'Windows',
      browserInfo: 'Chrome 142',
      ip: '203.0.113.24',
      country: '日本',
    })
    expect(phone).toMatchObject({
      sessionId: STANDARD_MEMBER_PHONE_SESSION_ID,
      isCurrent: false,
      deviceInfo: 'iPhone',
      browserInfo: 'Safari 19',
    })
    expect(Date.parse(phone.signedInAt)).toBeLessThan(Date.parse(phone.lastActiveAt))
    // Never the cookie's value: the list's ids cannot be used as a session.
    expect(member.cookies.get('session_id')).not.toBe(current.sessionId)
  })

  it('signs one other browser out: its next page asks it to sign in', async () => {
    const windows = await signInWithPassword(new MockBrowser().userAgent)
    const mac = await signInWithPassword(MAC_SAFARI)
    const seenFromWindows = await listed(windows)
    expect(seenFromWindows.map((session) => [session.deviceInfo, session.isCurrent])).toEqual([
      ['Windows', true],
      ['Mac', false],
    ])
    const macSession = seenFromWindows[1].sessionId

    expect((await windows.delete(`/zapi/account/sessions/${macSession}`)).status).toBe(204)
    const refused = await mac.get(SCREEN)
    expect(refused.status).toBe(401)
    expect(refused.body).toMatchObject({
      code: 'SESSION_EXPIRED',
      redirectTo: `/login?returnTo=${encodeURIComponent('/mypage/sessions')}`,
    })
    expect((await listed(windows)).map((session) => session.deviceInfo)).toEqual(['Windows'])
    // Gone already: 404, and this very session is ended by signing out, not here.
    expect((await windows.delete(`/zapi/account/sessions/${macSession}`)).status).toBe(404)
    const own = (await listed(windows))[0].sessionId
    expect((await windows.delete(`/zapi/account/sessions/${own}`)).status).toBe(409)
  })

  it('signs every other browser out and keeps this one', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const other = await signedInBrowser(FIXTURE_EMAILS.standard)
    expect(await listed(member)).toHaveLength(3)
    expect((await member.delete('/zapi/account/other-sessions')).status).toBe(204)
    expect((await other.get(SCREEN)).status).toBe(401)
    expect(await listed(member)).toEqual([expect.objectContaining({ isCurrent: true })])
  })

  it('is off when the store turns it off', async () => {
    await resetMock('active-sessions-off')
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    expect((await member.get(SCREEN)).body).toEqual({ redirectTo: '/mypage' })
    expect((await member.delete('/zapi/account/other-sessions')).status).toBe(403)
  })
})
