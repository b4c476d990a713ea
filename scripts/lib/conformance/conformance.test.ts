import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { resolve } from 'node:path'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { bundleContract } from '../bundle-contract'
import { junit, summary } from './report'
import { runConformance, type ConformanceRun } from './run'

// The conformance run against the mock backend as its own process (`npm run mock:serve`): it
// conforms, and each fault injected into it is reported on its operation and nowhere else.
const ROOT = resolve(import.meta.dirname, '../../..')
const PORT = 4520 + Math.floor(Math.random() * 200)
const base = `http://127.0.0.1:${PORT}`
const contract = bundleContract()
let mock: ChildProcess

beforeAll(async () => {
  mock = spawn(process.execPath, ['--import', './scripts/lib/source-hooks.ts', 'mocks/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [chunk] = (await once(mock.stdout!, 'data')) as [Buffer]
  expect(chunk.toString()).toContain('Mock backend listening')
}, 60_000)

afterAll(async () => {
  if (mock.exitCode === null) {
    mock.kill()
    await once(mock, 'exit')
  }
})

beforeEach(async () => {
  const reset = await fetch(`${base}/__mock/reset`, { method: 'POST', body: '{}' })
  expect(reset.ok).toBe(true)
})

const run = () => runConformance({ base, contract })
const violating = ({ results }: ConformanceRun) =>
  Object.fromEntries(
    results
      .filter((result) => result.violations.length > 0)
      .map((result) => [`${result.method} ${result.path}`, result.violations[0]]),
  )

test('the mock backend conforms: every repeat-safe operation, no violation', async () => {
  const conformance = await run()
  expect(conformance.signedIn).toBe(true)
  expect(violating(conformance)).toEqual({})
  expect(summary(conformance).operations).toBeGreaterThan(100)
  expect(junit(conformance)).toContain('failures="0"')
}, 120_000)

test('each injected fault is reported on its operation', async () => {
  const faults = [
    // wrong shape
    { method: 'GET', path: '/zapi/internal/mypage/screen-data', body: ['not', 'a', 'screen'] },
    // a required field missing
    { method: 'GET', path: '/zapi/internal/plans/screen-data', omit: ['plans'] },
    // a status the operation does not declare
    { method: 'GET', path: '/zapi/internal/mypage/login-history/screen-data', status: 418 },
  ]
  for (const fault of faults) {
    const injected = await fetch(`${base}/__mock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ times: 1, ...fault }),
    })
    expect(injected.ok).toBe(true)
  }
  const conformance = await run()
  expect(violating(conformance)).toEqual({
    'GET /zapi/internal/mypage/screen-data': expect.stringMatching(/^answer 200: .*must be object/),
    'GET /zapi/internal/plans/screen-data': expect.stringMatching(
      /^answer 200: .*must have required property 'plans'/,
    ),
    'GET /zapi/internal/mypage/login-history/screen-data': 'answer status 418 is not described',
  })
  expect(junit(conformance)).toContain('failures="3"')
}, 120_000)
