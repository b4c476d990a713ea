import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import type { FullConfig } from '@playwright/test'
import { bundleContract } from '../../../scripts/lib/bundle-contract.ts'
import {
  operationOf,
  operationsOfPaths,
  type ContractOperation,
} from '../../../mocks/contract-operations.ts'
import { announceBackends, type ProxiedBackend } from './proxied-backends.ts'

/**
 * Global setup of `npm run test:e2e:proxy` (playwright.contract-proxy.config.ts): the mock
 * backend as its own process (`mock:serve`) behind Prism's validating proxy (`api:proxy`), whose
 * URL the site servers get as API_BASE_URL (tests/e2e/support/test.ts). At the end, Prism's log
 * says which exchanges broke the contract: the run fails on any, and reports how many exchanges
 * and operations Prism saw.
 */
const ROOT = resolve(import.meta.dirname, '../../..')
const REPORT = join(ROOT, '.cache/contract-proxy')
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100)
const PROVIDER_PATH = '/oidc/op/'

const prismLog = (index: number) => join(REPORT, `prism-${index}.log`)

/**
 * One mock backend and one Prism per worker: a worker's tests reset and shape the backend's state,
 * so two workers cannot share one.
 */
export default async function startBackendsBehindPrism(
  config: FullConfig,
): Promise<() => Promise<void>> {
  rmSync(REPORT, { recursive: true, force: true })
  mkdirSync(REPORT, { recursive: true })
  const started = await Promise.all(
    Array.from({ length: config.workers }, (_, index) => startBackendBehindPrism(index)),
  )
  announceBackends({
    backends: started.map(({ backend }) => backend),
    pastPrism: [
      // Not its fixtures' images, which the site's pages show from the embedded mock only.
      { method: '*', path: '^/__mock/(?!images/)' },
      // The provider's endpoints reach the mock through the site (OIDC_PROVIDER_BASE_URL, test.ts).
      ...redirectOnly(contractOperations())
        .filter(({ path }) => !path.startsWith(PROVIDER_PATH))
        .map(({ method, pattern }) => ({ method, path: pattern.source })),
    ],
  })
  return async () => {
    await Promise.all(started.flatMap(({ processes }) => processes.map(stop)))
    summarise(started.length)
  }
}

async function startBackendBehindPrism(index: number) {
  const mockPort = FIRST_PORT + 80 + 2 * index
  const upstream = `http://127.0.0.1:${mockPort}`
  const backend: ProxiedBackend = {
    // The host of the site in this run (test.ts), so that a session the tests start on the mock
    // directly (`/__mock/login`) is the site's too: cookies ignore ports, not hosts.
    mock: `http://localhost:${mockPort}`,
    proxy: `http://127.0.0.1:${mockPort + 1}`,
  }
  const mock = spawn(
    process.execPath,
    ['--import', './scripts/lib/source-hooks.ts', 'mocks/serve.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, MOCK_PORT: String(mockPort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  await answering(`${backend.mock}/__mock/health`, mock)
  const log = openSync(prismLog(index), 'w')
  const prism = spawn(
    join(ROOT, 'node_modules/.bin/prism'),
    [
      'proxy',
      'api/openapi.yaml',
      upstream,
      '--errors',
      '--host',
      '127.0.0.1',
      '--port',
      String(mockPort + 1),
    ],
    { cwd: ROOT, env: { ...process.env, SCARF_ANALYTICS: 'false' }, stdio: ['ignore', log, log] },
  )
  await answering(`${backend.proxy}/zapi/internal/screen-data`, prism)
  return { backend, processes: [mock, prism] }
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

/**
 * Operations no flow through Prism can call, each with its reason. Everything else in the
 * contract must be called at least once, so that a new operation comes with a flow that calls it.
 */
const NOT_CALLED_BY_THE_SITE = 'no page of the site calls it'
const EXEMPT: Record<string, string> = {
  postStreaksPlaybackFetch: `${NOT_CALLED_BY_THE_SITE} (the video player of spec 01 §7 is not built)`,
  getAppLicensesScreenData: `${NOT_CALLED_BY_THE_SITE}: the licences page is static`,
  getAccountPaymentHistoryPage: `${NOT_CALLED_BY_THE_SITE}: the history pages through its screen data's page query`,
  getOidcProviderAuthorization:
    "the OpenID provider's endpoints (/oidc/op/…) go from the site to the backend itself " +
    "(OIDC_PROVIDER_BASE_URL), not through Prism, whose proxy would follow this one's redirect " +
    '(stoplightio/prism#1977)',
}

/** Why an operation need not be called through Prism, if it need not. */
const exemption = (operation: ContractOperation, redirects: Set<ContractOperation>) =>
  EXEMPT[operation.operationId] ??
  (redirects.has(operation)
    ? "answers only with a redirect, which Prism's proxy follows instead of passing on " +
      '(stoplightio/prism#1977): the browser gets it from the mock directly'
    : undefined)

const contractOperations = () =>
  operationsOfPaths(bundleContract().paths as Record<string, Record<string, unknown>>)

/** Operations whose every described success is a redirect: Prism's proxy cannot pass them on. */
function redirectOnly(operations: ContractOperation[]): ContractOperation[] {
  return operations.filter((operation) =>
    Object.keys(operation.responses)
      .filter((status) => /^[23]/.test(status))
      .every((status) => status.startsWith('3')),
  )
}

function summarise(backends: number): void {
  const operations = contractOperations()
  const covered = new Set<string>()
  let exchanges = 0
  let outside = 0
  const violations: string[] = []
  for (let index = 0; index < backends; index += 1) {
    let last = ''
    for (const line of stripVTControlCharacters(readFileSync(prismLog(index), 'utf8')).split(
      '\n',
    )) {
      const received = RECEIVED.exec(line)
      if (received) {
        const [, method = '', url = ''] = received
        last = `${method.toUpperCase()} ${url}`
        const operation = operationOf(
          operations,
          method.toUpperCase(),
          new URL(url, 'http://prism').pathname,
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
  }
  const redirects = new Set(redirectOnly(operations))
  const exempt = operations.filter(
    (operation) => !covered.has(operation.operationId) && exemption(operation, redirects),
  )
  const uncovered = operations.filter(
    (operation) => !covered.has(operation.operationId) && !exemption(operation, redirects),
  )
  const named = (operation: ContractOperation) =>
    `${operation.operationId} (${operation.method} ${operation.path})`
  writeFileSync(
    join(REPORT, 'coverage.txt'),
    [
      ...operations
        .filter((operation) => covered.has(operation.operationId))
        .map((operation) => `covered ${named(operation)}`),
      ...exempt.map(
        (operation) => `exempt ${named(operation)}: ${exemption(operation, redirects)}`,
      ),
      ...uncovered.map((operation) => `NOT covered ${named(operation)}`),
    ].join('\n') + '\n',
  )
  console.log(
    `Prism's validating proxy: ${violations.length} violations over ${exchanges} exchanges; ` +
      `${covered.size} of ${operations.length} operations called, ${exempt.length} exempt, ` +
      `${uncovered.length} not called (${outside} requests outside the contract; ` +
      `${REPORT}/coverage.txt lists every operation)`,
  )
  const failures = [
    ...violations.map((violation) => `violation: ${violation}`),
    ...uncovered.map((operation) => `not called: ${named(operation)}`),
  ]
  if (failures.length > 0) throw new Error(`The flows through Prism:\n  ${failures.join('\n  ')}`)
}
