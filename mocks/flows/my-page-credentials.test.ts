import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS } from '../fixtures/accounts'
import { lastMessage, MockBrowser, resetMock, setClock, signedInBrowser } from '../testing/client'
import { contractOperations } from '../testing/contract'

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)

/** The contract's schema of one answer of an operation (dereferenced). */
async function answerSchema(operationId: string, status: string): Promise<object> {
  const operation = (await contractOperations()).find((op) => op.operationId === operationId)
  const response = operation?.responses[status] as
    { content?: Record<string, { schema?: object }> } | undefined
  const schema = response?.content?.['application/json']?.schema
  if (!schema) throw new Error(`${operationId} has no ${status} schema`)
  return schema
}

const matches = async (operationId: string, status: string, body: unknown) => {
  const validate = ajv.compile(await answerSchema(operationId, status))
  return validate(body) ? [] : validate.errors
}

const MINUTE = 60 * 1000

describe('My Page credentials (spec 02 §2, §8)', () => {
  beforeEach(() => resetMock())

  it('tells a wrong current password from a re-authentication due (both 401)', async () => {
    const start = new Date('2026-11-22T01:00:00Z')
    await setClock(start)
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const wrongOld = await member.post('/zapi/account/password/edit', {
      oldPassword: 'Nope2026!',
      newPassword: 'Momiji2027#',
    })
    expect(wrongOld.status).toBe(401)
    expect(wrongOld.body).toMatchObject({
      code: 'OLD_PASSWORD_INCORRECT',
      errors: [{ field: 'oldPassword' }],
    })
    expect(wrongOld.body).not.toHaveProperty('redirectTo')
    expect(await matches('postAccountPasswordEdit', '401', wrongOld.body)).toEqual([])

    await setClock(new Date(start.getTime() + 31 * MINUTE))
    const due = await member.post('/zapi/account/password/edit', {
      oldPassword: FIXTURE_PASSWORDS.standard,
      newPassword: 'Momiji2027#',
    })
    expect(due.status).toBe(401)
    expect(due.body).toMatchObject({
      code: 'UNAUTHORIZED',
      redirectTo: '/mypage/reauthorize?returnTo=%2Fmypage%2Fpassword%2Fedit',
    })
    expect(due.body).not.toHaveProperty('errors')
    expect(await matches('postAccountPasswordEdit', '401', due.body)).toEqual([])
  })

  it('changes the contact e-mail by PIN: an expired PIN is refused, the next sign-in uses the new address', async () => {
    const start = new Date('2026-11-22T01:00:00Z')
    await setClock(start)
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const taken = await member.post('/zapi/account/email/edit/send-pin-code', {
      email: FIXTURE_EMAILS.multiFactor,
      type: 'mailEdit',
    })
    expect([taken.status, taken.body.code]).toEqual([409, 'ACCOUNT_ALREADY_EXISTS_EMAIL'])
    const newEmail = 'hanako.new@example.jp'
    expect(
      (
        await member.post('/zapi/account/email/edit/send-pin-code', {
          email: newEmail,
          type: 'mailEdit',
        })
      ).body,
    ).toEqual({ redirectTo: '/mypage/email/edit/pin-code' })
    const firstPin = (await lastMessage(newEmail, 'mailEdit'))!.code
    const screen = await member.get('/zapi/internal/mypage/email/edit/pin-code/screen-data')
    expect(screen.body.pinCodeStatus).toMatchObject({
      sentAt: expect.any(String),
      resendCountdownSeconds: 30,
    })

    // Past its 60 minutes the PIN is refused like a wrong one (re-authentication then due too).
    await setClock(new Date(start.getTime() + 61 * MINUTE))
    await member.post('/zapi/account/reauthorize', { password: FIXTURE_PASSWORDS.standard })
    const expired = await member.post('/zapi/account/email/edit', { pinCode: firstPin })
    expect([expired.status, expired.body.code]).toEqual([422, 'PIN_CODE_ERROR'])
    await member.post('/zapi/account/email/send-pin-code', { email: newEmail, type: 'mailEdit' })
    const pin = (await lastMessage(newEmail, 'mailEdit'))!.code
    expect((await member.post('/zapi/account/email/edit', { pinCode: pin })).body).toEqual({
      redirectTo: '/mypage/email/edit/complete',
    })

    const signIn = (value: string) =>
      new MockBrowser().post('/login', {
        loginMethodType: 'Email',
        value,
        password: FIXTURE_PASSWORDS.standard,
      })
    expect((await signIn(newEmail)).status).toBe(200)
    expect((await signIn(FIXTURE_EMAILS.standard)).status).toBe(401)
  })

  it('sets a first password by PIN, then a login ID and "login ID only" that the next sign-in sees', async () => {
    await resetMock('login-id-on')
    const yui = await signedInBrowser(FIXTURE_EMAILS.externalOnly)
    expect(
      (await yui.get('/zapi/internal/mypage/login-id/edit/screen-data')).body.hasPassword,
    ).toBe(false)
    await yui.post('/zapi/account/email/send-pin-code', {
      email: FIXTURE_EMAILS.externalOnly,
      type: 'passwordSetting',
    })
    const pin = (await lastMessage(FIXTURE_EMAILS.externalOnly, 'passwordSetting'))!.code
    expect(
      (
        await yui.post('/zapi/account/enable-password', {
          pinCode: pin,
          password: 'Ajisai2026!',
          passwordConfirm: 'Ajisai2026!',
        })
      ).body,
    ).toEqual({ redirectTo: '/mypage/enable-password/complete' })

    const reserved = await yui.post('/zapi/account/login-id/edit', { loginId: 'support' })
    expect([reserved.status, reserved.body.code]).toEqual([
      409,
      'ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD',
    ])
    const taken = await yui.post('/zapi/account/login-id/edit', { loginId: 'hanako2026' })
    expect(taken.body.errors).toEqual([
      {
        field: 'loginId',
        code: 'ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD',
        message: 'このログインIDは既に使用されています。別のログインIDを登録してください。',
      },
    ])
    expect((await yui.post('/zapi/account/login-id/edit', { loginId: 'yui0707' })).status).toBe(200)
    expect((await yui.post('/zapi/account/login-method', { method: 'loginIdOnly' })).body).toEqual({
      redirectTo: '/mypage/login-method/complete',
    })

    const signIn = (value: string) =>
      new MockBrowser().post('/login', {
        loginMethodType: 'EmailOrLoginId',
        value,
        password: 'Ajisai2026!',
      })
    expect((await signIn('yui0707')).status).toBe(200)
    expect((await signIn(FIXTURE_EMAILS.externalOnly)).status).not.toBe(200)
  })

  it('gives the re-authentication code screen the time its code was sent', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const before = await member.get('/zapi/internal/mypage/reauthorize/screen-data')
    expect(before.body.pinCode.sentAt).toBeNull()
    const sent = await member.post('/zapi/account/reauthorize/re-send-auth-code')
    const after = await member.get('/zapi/internal/mypage/reauthorize/screen-data')
    expect(after.body.pinCode.sentAt).toBe(sent.body.sentAt)
    expect(after.body.pinCode.resendCountdownSeconds).toBeGreaterThan(0)
  })
})
