import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS } from '../fixtures/accounts'
import { resetMock, setClock, signedInBrowser } from '../testing/client'
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
