import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { bundleContract } from '../../../scripts/lib/bundle-contract.ts'
import { operationOf, operationsOfPaths } from '../../../mocks/contract-operations.ts'

/**
 * Global setup of `npm run test:e2e:proxy` (playwright.contract-proxy.config.ts): the mock
 * backend as its own process (`mock:serve`) behind Prism's validating proxy (`api:proxy`), whose
 * URL the site servers get as API_BASE_URL (tests/e2e/support/test.ts). At the end, Prism's log
 * says which exchanges broke the contract: the run fails on any, and reports how many exchanges
 * and operations Prism saw.
 */
const ROOT = resolve(import.meta.dirname, '../../..')
const REPORT = join(ROOT, '.cache/contract-proxy')
const PRISM_LOG = join(REPORT, 'prism.log')
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100)
const MOCK_URL = `http://127.0.0.1:${FIRST_PORT + 80}`
const PROXY_URL = `http://127.0.0.1:${FIRST_PORT + 81}`

export default async function startBackendBehindPrism(): Promise<() => Promise<void>> {
  mkdirSync(REPORT, { recursive: true })
  const mock = spawn(
    process.execPath,
    ['--import', './scripts/lib/source-hooks.ts', 'mocks/serve.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, MOCK_PORT: new URL(MOCK_URL).port },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  await answering(`${MOCK_URL}/__mock/health`, mock)
  const log = openSync(PRISM_LOG, 'w')
  const prism = spawn(
    join(ROOT, 'node_modules/.bin/prism'),
    [
      'proxy',
      'api/openapi.yaml',
      MOCK_URL,
      '--errors',
      '--host',
      '127.0.0.1',
      '--port',
      new URL(PROXY_URL).port,
    ],
    { cwd: ROOT, env: { ...process.env, SCARF_ANALYTICS: 'false' }, stdio: ['ignore', log, log] },
  )
  await answering(`${PROXY_URL}/zapi/internal/screen-data`, prism)
  process.env.E2E_API_BASE_URL = PROXY_URL
  process.env.E2E_MOCK_URL = MOCK_URL
  return async () => {
    await Promise.all([stop(prism), stop(mock)])
    summarise()
  }
}

async function answering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: its process exited with ${child.exitCode}`)
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return
    await new Promise((resolveWait) => setTimeout(resolveWait, 200))
  }
  throw new Error(`${url} did not answer within 120 s`)
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await once(child, 'exit')
}

// Prism's log lines, e.g. `[HTTP SERVER] get /zapi/… ℹ  info  Request received` and
// `[VALIDATOR] ⚠  warning   Violation: response …` (colours stripped).
const RECEIVED = /\[HTTP SERVER\] (\w+) (\S+) .*Request received/
// With --errors, an exchange that breaks the contract ends in Prism's own 500 (`errors#VIOLATIONS`).
const VIOLATION = /Violation: (.*)$|Request terminated with error: (\S+#VIOLATIONS.*)$/
const OUTSIDE = /NO_PATH_MATCHED_ERROR/

function summarise(): void {
  const lines = stripVTControlCharacters(readFileSync(PRISM_LOG, 'utf8')).split('\n')
  const operations = operationsOfPaths(
    bundleContract().paths as Record<string, Record<string, unknown>>,
  )
  const covered = new Set<string>()
  let exchanges = 0
  let outside = 0
  const violations: string[] = []
  let last = ''
  for (const line of lines) {
    const received = RECEIVED.exec(line)
    if (received) {
      const [, method = '', url = ''] = received
      last = `${method.toUpperCase()} ${url}`
      const operation = operationOf(
        operations,
        method.toUpperCase(),
        new URL(url, PROXY_URL).pathname,
      )
      if (operation) {
        exchanges += 1
        covered.add(operation.operationId)
      }
    } else if (OUTSIDE.test(line)) outside += 1
    else {
      const violation = VIOLATION.exec(line)
      if (violation) violations.push(`${last}: ${violation[1] ?? violation[2]}`)
    }
  }
  const uncovered = operations.filter((operation) => !covered.has(operation.operationId))
  writeFileSync(
    join(REPORT, 'uncovered-operations.txt'),
    uncovered.map((operation) => `${operation.method} ${operation.path}`).join('\n') + '\n',
  )
  console.log(
    `Prism's validating proxy: ${violations.length} violations over ${exchanges} exchanges, ` +
      `${covered.size} of ${operations.length} operations (${outside} requests outside the ` +
      `contract, e.g. the mock's images; uncovered operations in ${REPORT}/uncovered-operations.txt)`,
  )
  if (violations.length > 0)
    throw new Error(`Prism found contract violations:\n  ${violations.join('\n  ')}`)
}
