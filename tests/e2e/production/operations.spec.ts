import { spawnSync } from 'node:child_process'
import { connect } from 'node:http2'
import { fileURLToPath } from 'node:url'
import { throwawayCertificate } from '../../../scripts/lib/tls-certificate'
import { send } from '../attacker/requests'
import { startSiteServer, type SiteServer, type SiteServerOptions } from '../support/site-server'
import { expect, test } from '../support/test'

/**
 * How the production server runs for operators: probes, one JSON log line per request with the
 * request id the error pages show, and a graceful stop. Each test starts its own server (beside
 * the worker's) so it can read its output, point it at a dead backend or stop it.
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100) + 50
const START_SCRIPT = new URL('../../../server/start.ts', import.meta.url)

interface LogLine {
  time: string
  level: string
  message: string
  method?: string
  path?: string
  status?: number
  durationMs?: number
  requestId: string | null
  signal?: string
}

async function startServer(
  slot: number,
  env: Record<string, string> = {},
  certificate?: SiteServerOptions['certificate'],
): Promise<{ server: SiteServer; log: () => LogLine[] }> {
  let output = ''
  const port = FIRST_PORT + test.info().parallelIndex * 4 + slot
  const server = await startSiteServer(port, {
    env,
    certificate,
    onOutput: (chunk) => (output += chunk),
    readyPath: '/healthz',
  })
  const log = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine)
  return { server, log }
}

type Faults = { faults: unknown[] }

const injectFault = (server: SiteServer, fault: Record<string, unknown>) =>
  fetch(`${server.url}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'GET', times: 1, ...fault }),
  })

test('without a backend it refuses to start, in one line that says how to serve the mock', () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(FIRST_PORT + test.info().parallelIndex * 4),
  }
  for (const name of ['API_BASE_URL', 'MOCK_BACKEND', 'NODE_ENV']) delete env[name]
  const started = spawnSync(process.execPath, [fileURLToPath(START_SCRIPT)], {
    env,
    encoding: 'utf8',
    timeout: 30_000, // a server that did start is stopped, and fails the test
  })
  expect(started.status).toBe(1)
  expect(started.stderr).toMatch(/^API_BASE_URL is not set: [^\n]*MOCK_BACKEND=embedded[^\n]*\n$/)
})

test('the probes say alive and ready, and ready turns false when the backend is gone', async () => {
  const mocked = await startServer(0)
  const dead = await startServer(1, { API_BASE_URL: 'http://127.0.0.1:9' })
  try {
    expect((await fetch(`${mocked.server.url}/healthz`)).status).toBe(200)
    expect(await (await fetch(`${mocked.server.url}/readyz`)).json()).toEqual({ status: 'ready' })
    expect((await fetch(`${dead.server.url}/healthz`)).status).toBe(200)
    const unready = await fetch(`${dead.server.url}/readyz`)
    expect(unready.status).toBe(503)
    expect(await unready.json()).toEqual({ status: 'backend-unreachable' })
  } finally {
    await Promise.all([mocked.server.stop(), dead.server.stop()])
  }
})

test('with a certificate the server speaks HTTPS, HTTP/2 first and HTTP/1.1 to older clients', async ({
  browser,
}) => {
  const { server } = await startServer(0, {}, throwawayCertificate())
  try {
    const session = connect(server.url)
    const answer = await new Promise<{ status: unknown; body: string }>((resolve, reject) => {
      const stream = session.request({ ':path': '/login', 'accept-language': 'ja' })
      let status: unknown
      let body = ''
      stream.setEncoding('utf8')
      stream.on('response', (headers) => (status = headers[':status']))
      stream.on('data', (chunk: string) => (body += chunk))
      stream.on('end', () => resolve({ status, body }))
      stream.on('error', reject)
    }).finally(() => session.close())
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('<title>ログイン')

    const overHttp1 = await fetch(`${server.url}/healthz`)
    expect(overHttp1.status).toBe(200)

    // The browser is not told to trust the throwaway certificate.
    const context = await browser.newContext({ ignoreHTTPSErrors: true })
    const page = await context.newPage()
    const response = await page.goto(`${server.url}/login`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible()
    await context.close()
  } finally {
    await server.stop()
  }
})

test('a backend that refuses connections gives the 502 page, and the log says so', async ({
  page,
}) => {
  const { server, log } = await startServer(0, { API_BASE_URL: 'http://127.0.0.1:9' })
  try {
    const response = await page.goto(`${server.url}/login`)
    expect(response?.status()).toBe(502)
    await expect(
      page.getByRole('heading', { level: 1, name: '正しい応答がありません' }),
    ).toBeVisible()
    expect(log()).toContainEqual(
      expect.objectContaining({ message: 'request', method: 'GET', path: '/login', status: 502 }),
    )
  } finally {
    await server.stop()
  }
})

test('every request is one log line whose id reaches the backend and the error page', async ({
  page,
}) => {
  const { server, log } = await startServer(0)
  try {
    await page.goto(`${server.url}/login?returnTo=%2Fmypage`)
    const pageLine = log().find((line) => line.path === '/login')
    expect(pageLine).toMatchObject({ method: 'GET', status: 200 })
    expect(pageLine?.durationMs).toBeGreaterThan(0)
    expect(pageLine?.requestId).toMatch(/^[0-9a-f-]{36}$/)

    await injectFault(server, { path: '/zapi/internal/login/screen-data', status: 503 })
    await page.setExtraHTTPHeaders({ 'x-request-id': 'lb-trace-0001' })
    const failed = await page.goto(`${server.url}/login`)
    expect(failed?.status()).toBe(503)
    expect(failed?.headers()['x-request-id']).toBe('lb-trace-0001')
    await expect(page.getByTestId('request-id')).toHaveText('お問い合わせ番号: lb-trace-0001')
    expect(log()).toContainEqual(
      expect.objectContaining({ path: '/login', status: 503, requestId: 'lb-trace-0001' }),
    )
  } finally {
    await server.stop()
  }
})

test('every log line has its time and the id of the request it was written in', async ({
  page,
}) => {
  const { server, log } = await startServer(0)
  try {
    await injectFault(server, {
      path: '/zapi/internal/login/screen-data',
      body: { unexpected: true },
    })
    await page.setExtraHTTPHeaders({ 'x-request-id': 'lb-trace-0002' })
    expect((await page.goto(`${server.url}/login`))?.status()).toBe(502)
    expect(log()).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'Screen data does not match the contract',
        operationId: 'getLoginScreenData',
        requestId: 'lb-trace-0002',
      }),
    )
    for (const line of log()) {
      expect(Date.parse(line.time), JSON.stringify(line)).not.toBeNaN()
      expect(line, JSON.stringify(line)).toHaveProperty('requestId')
    }
  } finally {
    await server.stop()
  }
})

/** A page request whose backend call takes `delayMs`, once it is in flight on the server. */
async function slowPageRequest(server: SiteServer, delayMs: number, requestId: string) {
  // The page's code is loaded first: the slow request is then at once in the server's hands.
  expect((await fetch(`${server.url}/login`)).status).toBe(200)
  await injectFault(server, { path: '/zapi/internal/login/screen-data', delayMs })
  const answer = fetch(`${server.url}/login`, { headers: { 'x-request-id': requestId } })
  answer.catch(() => {}) // a test that cuts it looks at the log instead
  // In flight once its backend call has taken the fault.
  await expect
    .poll(
      async () => ((await (await fetch(`${server.url}/__mock/faults`)).json()) as Faults).faults,
    )
    .toEqual([])
  return { answer }
}

test('SIGTERM: not ready at once, the request in flight finishes, then exit 0 and no more', async () => {
  const { server, log } = await startServer(0)
  const { answer: inFlight } = await slowPageRequest(server, 2_000, 'in-flight-0001')
  server.process.kill('SIGTERM')
  // Still listening while it drains, so the load balancer learns to send nothing more.
  // Each probe on a new connection, as a load balancer's health check may come.
  await expect
    .poll(() =>
      send(server.url, 'HTTP/1.1', { method: 'GET', path: '/readyz' }).then(
        ({ status, body }) => [status, JSON.parse(body) as unknown],
        () => 'refused',
      ),
    )
    .toEqual([503, { status: 'shutting-down' }])
  const answer = await inFlight
  expect(answer.status).toBe(200)
  expect(await answer.text()).toContain('</html>')
  expect(await server.exited).toBe(0)
  expect(log()).toContainEqual(expect.objectContaining({ message: 'shutdown', signal: 'SIGTERM' }))
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
})

test('a request still open when the shutdown times out is cut, and its line says so', async () => {
  const { server, log } = await startServer(0, { SHUTDOWN_TIMEOUT_MS: '1000' })
  await slowPageRequest(server, 10_000, 'cut-off-0001')
  server.process.kill('SIGTERM')
  expect(await server.exited).toBe(1)
  expect(log()).toContainEqual(
    expect.objectContaining({
      level: 'error',
      message: 'request cut at shutdown',
      method: 'GET',
      path: '/login',
      requestId: 'cut-off-0001',
    }),
  )
})
