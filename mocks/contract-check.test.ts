import { beforeAll, describe, expect, it } from 'vitest'
import { handleMockRequest } from './backend'
import { ContractCheck } from './contract-check'
import { bundledContract } from './testing/contract'

const BACKEND = 'http://mock.backend'
let check: ContractCheck

// Compiling the whole contract's validators is CPU work of a few seconds, which a busy machine
// stretches past the default 10 s hook timeout (seen at load 16 beside a second test run): the
// hook awaits it; the limit is only there to end a hung run.
beforeAll(async () => {
  check = await ContractCheck.of(bundledContract() as Record<string, unknown>)
}, 120_000)

async function exchange(request: Request, response?: Response) {
  const answer = response ?? (await handleMockRequest(request.clone()))
  await check.check(request, answer)
}

describe('ContractCheck', () => {
  it("accepts the mock's answer to a request the contract allows", async () => {
    const before = check.report()
    await exchange(new Request(`${BACKEND}/zapi/internal/login/screen-data`))
    expect(check.report()).toEqual({
      checked: before.checked + 1,
      violations: before.violations,
    })
  })

  it('names an operation the contract lacks, a status it does not describe and a wrong shape', async () => {
    await exchange(new Request(`${BACKEND}/zapi/no-such-thing`), Response.json({}))
    await exchange(
      new Request(`${BACKEND}/zapi/internal/login/screen-data`),
      Response.json({}, { status: 418 }),
    )
    await exchange(
      new Request(`${BACKEND}/zapi/internal/login/screen-data`),
      Response.json({ unexpected: 1 }),
    )
    const { violations } = check.report()
    expect(violations).toContainEqual('GET /zapi/no-such-thing: no such operation in the contract')
    expect(violations).toContainEqual(
      expect.stringContaining(
        '/zapi/internal/login/screen-data): answer status 418 is not described',
      ),
    )
    expect(violations).toContainEqual(
      expect.stringMatching(/login\/screen-data\): answer 200: .*required/),
    )
  })

  it('refuses a JSON body the operation does not allow', async () => {
    const request = new Request(`${BACKEND}/zapi/account/login-id/edit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: 42 }),
    })
    await exchange(request, Response.json({}, { status: 400 }))
    expect(check.report().violations).toContainEqual(
      expect.stringMatching(/^POST \/zapi\/account\/login-id\/edit .*request body: /),
    )
  })
})
