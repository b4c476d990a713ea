import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS } from '../fixtures/accounts'
import { mockBackend } from '../state/backend-state'
import { MockBrowser, resetMock, setClock, signedInBrowser } from '../testing/client'
import { SoftwareAuthenticator } from '../testing/software-authenticator'

const PAGE = '/zapi/internal/mypage/passkeys/screen-data'

/** A member with one passkey made on `authenticator`. */
async function memberWithPasskey(email: string, authenticator: SoftwareAuthenticator) {
  const member = await signedInBrowser(email)
  const { options } = (await member.post('/zapi/account/passkeys/registration-options')).body
  const added = await member.post('/zapi/account/passkeys', {
    credential: await authenticator.create(options),
  })
  expect(added.status).toBe(200)
  return { member, passkey: added.body.passkey }
}

async function signInWith(authenticator: SoftwareAuthenticator, path = '/zapi/login/passkey') {
  const browser = new MockBrowser()
  const { options } = (await browser.post('/zapi/passkey/authentication-options')).body
  const answer = await browser.post(path, { credential: await authenticator.get(options) })
  return { browser, options, answer }
}

describe('passkeys: a WebAuthn relying party per member', () => {
  beforeEach(() => resetMock())
  afterEach(() => setClock(null))

  it('adds a passkey named after the device, and signs in with it without a second factor', async () => {
    const authenticator = new SoftwareAuthenticator()
    const member = await signedInBrowser(FIXTURE_EMAILS.multiFactor)
    expect((await member.get(PAGE)).body).toEqual({
      passkeys: [],
      suggestedName: 'Windows / Chrome 142',
    })
    const { options } = (await member.post('/zapi/account/passkeys/registration-options')).body
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    })
    expect(options.rp.id).toBe('mock.backend')
    const added = await member.post('/zapi/account/passkeys', {
      credential: await authenticator.create(options),
    })
    expect(added.body.passkey).toMatchObject({
      id: authenticator.credentialId,
      name: 'Windows / Chrome 142',
      lastUsedAt: null,
    })
    // The same options cannot be answered twice.
    const again = await member.post('/zapi/account/passkeys', {
      credential: await new SoftwareAuthenticator().create(options),
    })
    expect([again.status, again.body.code]).toEqual([409, 'INVALID_SESSION_FLOW'])

    const { options: signInOptions, answer } = await signInWith(authenticator)
    expect(signInOptions.allowCredentials).toEqual([])
    expect(signInOptions.userVerification).toBe('required')
    expect(answer.body).toEqual({ redirectTo: '/' })
    expect(answer.headers.getSetCookie().join()).toContain('account_id=')

    const listed = (await member.get(PAGE)).body.passkeys
    expect(listed).toHaveLength(1)
    expect(listed[0].lastUsedAt).not.toBeNull()
    const history = mockBackend.state.accounts.find(
      (account) => account.email === FIXTURE_EMAILS.multiFactor,
    )!.loginHistory[0]
    expect([history.result, history.userIdentifierName]).toEqual([
      'success',
      'Windows / Chrome 142',
    ])
  })

  it('refuses an answer without user verification, a deleted passkey, and one of another member at re-authentication', async () => {
    const mine = new SoftwareAuthenticator()
    const theirs = new SoftwareAuthenticator()
    const { member, passkey } = await memberWithPasskey(FIXTURE_EMAILS.standard, mine)
    await memberWithPasskey(FIXTURE_EMAILS.noContract, theirs)

    mine.verifiesUser = false
    const unverified = (await signInWith(mine)).answer
    expect([unverified.status, unverified.body.code]).toEqual([422, 'LOGIN_FAILED'])
    mine.verifiesUser = true

    const { options } = (await member.post('/zapi/passkey/authentication-options')).body
    expect(options.allowCredentials.map(({ id }: { id: string }) => id)).toEqual([passkey.id])
    const other = await member.post('/zapi/account/reauthorize/passkey', {
      credential: await theirs.get(options),
      returnTo: '/mypage/passkeys',
    })
    expect([other.status, other.body.code]).toEqual([422, 'LOGIN_FAILED'])

    const { options: next } = (await member.post('/zapi/passkey/authentication-options')).body
    const own = await member.post('/zapi/account/reauthorize/passkey', {
      credential: await mine.get(next),
      returnTo: '/mypage/passkeys',
    })
    expect(own.body).toEqual({ redirectTo: '/mypage/passkeys' })

    expect((await member.delete(`/zapi/account/passkeys/${passkey.id}`)).status).toBe(204)
    expect((await member.delete(`/zapi/account/passkeys/${passkey.id}`)).status).toBe(404)
    const deleted = (await signInWith(mine)).answer
    expect([deleted.status, deleted.body.code]).toEqual([422, 'LOGIN_FAILED'])
  })

  it('renames within 50 characters', async () => {
    const { member, passkey } = await memberWithPasskey(
      FIXTURE_EMAILS.standard,
      new SoftwareAuthenticator(),
    )
    const path = `/zapi/account/passkeys/${passkey.id}`
    expect((await member.patch(path, { name: '  ' })).body.errors[0].message).toBe(
      'パスキーの名前を入力してください。',
    )
    expect((await member.patch(path, { name: 'あ'.repeat(51) })).status).toBe(400)
    expect((await member.patch(path, { name: ' 仕事用のPC ' })).body.passkey.name).toBe(
      '仕事用のPC',
    )
    expect((await member.get(PAGE)).body.passkeys[0].name).toBe('仕事用のPC')
  })

  it('asks for re-authentication after 30 minutes, and options expire after 5', async () => {
    const start = new Date('2026-11-28T10:00:00+09:00')
    await setClock(start)
    const authenticator = new SoftwareAuthenticator()
    const { member } = await memberWithPasskey(FIXTURE_EMAILS.standard, authenticator)
    await setClock(new Date(start.getTime() + 31 * 60_000))
    expect((await member.get(PAGE)).body).toEqual({
      redirectTo: '/mypage/reauthorize?returnTo=%2Fmypage%2Fpasskeys',
    })
    const refused = await member.post('/zapi/account/passkeys/registration-options')
    expect([refused.status, refused.body.code]).toEqual([401, 'UNAUTHORIZED'])
    expect(
      (await member.get('/zapi/internal/mypage/reauthorize/screen-data')).body.hasPasskey,
    ).toBe(true)

    const { options } = (await member.post('/zapi/passkey/authentication-options')).body
    await setClock(new Date(start.getTime() + 37 * 60_000))
    const late = await member.post('/zapi/account/reauthorize/passkey', {
      credential: await authenticator.get(options),
    })
    expect([late.status, late.body.code]).toEqual([409, 'INVALID_SESSION_FLOW'])
  })

  it('signs in to the OpenID provider only inside an interaction', async () => {
    const authenticator = new SoftwareAuthenticator()
    await memberWithPasskey(FIXTURE_EMAILS.standard, authenticator)
    const { answer } = await signInWith(authenticator, '/zapi/oidc/login/passkey')
    expect(answer.body).toEqual({ redirectTo: '/oidc/error?status=400&type=session_not_found' })
  })

  it('is off when the store turns passkeys off, and in the native app', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    mockBackend.state.store.status.isPasskeyEnabled = false
    expect((await member.get(PAGE)).body).toEqual({ redirectTo: '/mypage' })
    expect((await member.post('/zapi/passkey/authentication-options')).status).toBe(403)
    const guest = new MockBrowser()
    expect((await guest.get('/zapi/internal/login/screen-data')).body.isPasskeyLoginEnabled).toBe(
      false,
    )
    mockBackend.state.store.status.isPasskeyEnabled = true
    expect((await guest.get('/zapi/internal/login/screen-data')).body.isPasskeyLoginEnabled).toBe(
      true,
    )
    guest.userAgent = `${guest.userAgent} PVS/1/2`
    expect((await guest.get('/zapi/internal/login/screen-data')).body.isPasskeyLoginEnabled).toBe(
      false,
    )
  })
})
