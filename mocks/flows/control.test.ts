import { beforeEach, describe, expect, it } from 'vitest'
import { handleMockRequest } from '../backend'
import { FIXTURE_EMAILS } from '../fixtures/accounts'
import { SCENARIOS } from '../scenarios'
import { MockBrowser, outbox, resetMock, setClock, signedInBrowser } from '../testing/client'

const control = new MockBrowser()

describe('/__mock/ control endpoints', () => {
  beforeEach(() => resetMock())

  it('reports health and lists the scenarios with a description', async () => {
    expect((await control.get('/__mock/health')).body).toEqual({ ok: true })
    const { scenarios } = (await control.get('/__mock/scenarios')).body
    expect(scenarios.map((scenario: { name: string }) => scenario.name)).toEqual(
      SCENARIOS.map((scenario) => scenario.name),
    )
    expect(
      scenarios.every((scenario: { description: string }) => scenario.description.length > 0),
    ).toBe(true)
    for (const name of [
      'default',
      'password-login-off',
      'login-id-on',
      'store-payment-unavailable',
      'no-subscription-plan',
      'mfa-email-only',
      'mfa-all',
      'registration-all-required',
      'registration-minimal',
      'policies-in-advance',
      'app-gtm',
      'anti-bot-on',
      'dark-theme',
      'newsletter-off',
      'privacy-off',
      'pin-code-off',
      'connections-off',
      'profile-image-off',
      'external-line-only',
    ]) {
      expect(
        scenarios.some((scenario: { name: string }) => scenario.name === name),
        name,
      ).toBe(true)
    }
  })

  it('resets to a scenario, dropping sessions, and refuses an unknown one', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    expect((await control.post('/__mock/reset', { scenario: 'app-gtm' })).body).toEqual({
      ok: true,
      scenario: 'app-gtm',
    })
    const root = await member.get('/zapi/internal/root/screen-data')
    expect([root.body.authId, root.body.storeSettingData.gtmId]).toEqual([null, 'GTM-MOCK123'])
    expect((await control.post('/__mock/reset', {})).body.scenario).toBe('default')
    expect((await control.post('/__mock/reset', { scenario: 'no-such-scenario' })).status).toBe(404)
  })

  it('shows and clears the outbox', async () => {
    await new MockBrowser().post('/zapi/auth/password/forgot', { email: FIXTURE_EMAILS.standard })
    const [message] = await outbox()
    expect(message).toMatchObject({
      to: FIXTURE_EMAILS.standard,
      channel: 'email',
      purpose: 'passwordReset',
    })
    expect(message.sentAt).toMatch(/\+09:00$/)
    expect((await control.delete('/__mock/outbox')).status).toBe(200)
    expect(await outbox()).toEqual([])
  })

  it('fails the next N matching calls with a status, then answers normally', async () => {
    await control.post('/__mock/faults', {
      method: 'GET',
      path: '/zapi/internal/plans/:planId/screen-data',
      times: 2,
      status: 503,
    })
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    expect((await member.get('/zapi/internal/plans/screen-data')).status).toBe(200)
    const failed = await member.get('/zapi/internal/plans/plan_premium_monthly/screen-data')
    expect([failed.status, failed.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE'])
    expect((await member.get('/zapi/internal/plans/plan_premium_monthly/screen-data')).status).toBe(
      503,
    )
    expect((await member.get('/zapi/internal/plans/plan_premium_monthly/screen-data')).status).toBe(
      200,
    )
  })

  it('answers malformed JSON, waits delayMs, and forgets faults on DELETE', async () => {
    await control.post('/__mock/faults', {
      path: '/zapi/internal/root/screen-data',
      malformed: true,
    })
    const malformed = await handleMockRequest(
      new Request('http://mock.backend/zapi/internal/root/screen-data'),
    )
    expect(malformed.status).toBe(200)
    await expect(malformed.clone().json()).rejects.toThrow()

    await control.post('/__mock/faults', { path: '/zapi/internal/root/screen-data', delayMs: 150 })
    const started = Date.now()
    expect((await new MockBrowser().get('/zapi/internal/root/screen-data')).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)

    await control.post('/__mock/faults', {
      path: '/zapi/internal/root/screen-data',
      status: 500,
      times: 5,
    })
    await control.delete('/__mock/faults')
    expect((await new MockBrowser().get('/zapi/internal/root/screen-data')).status).toBe(200)
    expect((await control.post('/__mock/faults', { path: 'no-slash' })).status).toBe(400)
  })

  it('answers a given JSON body instead', async () => {
    await control.post('/__mock/faults', {
      path: '/zapi/internal/screen-data',
      body: { redirectTo: '/app/licenses' },
    })
    const answer = await handleMockRequest(
      new Request('http://mock.backend/zapi/internal/screen-data'),
    )
    expect([answer.status, await answer.json()]).toEqual([200, { redirectTo: '/app/licenses' }])
  })

  it('sets and clears the clock', async () => {
    await setClock(new Date('2027-01-15T03:00:00Z'))
    expect((await control.get('/__mock/clock')).body).toEqual({
      now: '2027-01-15T12:00:00+09:00',
      fixed: true,
    })
    expect((await new MockBrowser().get('/zapi/internal/plans/screen-data')).body.serverTime).toBe(
      '2027-01-15T12:00:00+09:00',
    )
    expect((await control.post('/__mock/clock', { now: 'not a date' })).status).toBe(400)
    await setClock(null)
    expect((await control.get('/__mock/clock')).body.fixed).toBe(false)
  })

  it('resets to a fixed instant: the clock stands there and fixture dates follow it', async () => {
    const now = '2026-11-20T10:00:00+09:00'
    expect((await control.post('/__mock/reset', { scenario: 'default', now })).status).toBe(200)
    expect((await control.get('/__mock/clock')).body).toEqual({ now, fixed: true })
    const since = async () =>
      (
        await (
          await signedInBrowser(FIXTURE_EMAILS.standard)
        ).get('/zapi/internal/mypage/payment-history/screen-data')
      ).body.historySince
    const first = await since()
    await control.post('/__mock/reset', { scenario: 'default', now })
    expect(await since()).toBe(first)
    expect((await control.post('/__mock/reset', { now: 'not a date' })).status).toBe(400)
    await control.post('/__mock/reset', {})
    expect((await control.get('/__mock/clock')).body.fixed).toBe(false)
  })

  it('signs a fixture member in directly', async () => {
    expect((await control.post('/__mock/login', { email: 'nobody@example.jp' })).status).toBe(404)
    const member = await signedInBrowser(FIXTURE_EMAILS.multiFactor)
    expect((await member.get('/zapi/internal/mypage/screen-data')).body.account.contactEmail).toBe(
      FIXTURE_EMAILS.multiFactor,
    )
  })

  it('answers 404 for an unknown control endpoint', async () => {
    expect((await control.get('/__mock/nothing-here')).status).toBe(404)
  })
})
