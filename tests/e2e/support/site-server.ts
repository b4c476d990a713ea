import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Certificate } from '../../../scripts/lib/tls-certificate'

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url))
const STARTUP_TIMEOUT_MS = 60_000

/**
 * The site on `localhost`: WebAuthn takes a host name as the relying party, never an IP address
 * (the e2e servers listen on 127.0.0.1, which localhost reaches).
 */
export const onLocalhost = (url: string) => url.replace('://127.0.0.1:', '://localhost:')

export interface SiteServer {
  url: string
  stop(): Promise<void>
  /** The server process, for tests of how it runs (signals, exit code). */
  process: ChildProcess
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>
}

export interface SiteServerOptions {
  /** Environment variables on top of the test defaults (e.g. API_BASE_URL). */
  env?: Record<string, string>
  /** Receives the server's standard output (its JSON log lines). */
  onOutput?: (chunk: string) => void
  /** The path that answers once the server is up (default: the embedded mock's health). */
  readyPath?: string
  /** Serve HTTPS (HTTP/2) with this certificate; the caller's process must trust it. */
  certificate?: Certificate
}

/**
 * The production build served with its own embedded mock backend on `port`: one per Playwright
 * worker, so workers run in parallel without sharing the mock's state.
 */
export async function startSiteServer(
  port: number,
  { env = {}, onOutput, readyPath = '/__mock/health', certificate }: SiteServerOptions = {},
): Promise<SiteServer> {
  const url = `${certificate ? 'https' : 'http'}://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['server/start.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BACKEND_TIMEOUT_MS: '3000',
      // The production server serves the embedded mock only when asked for by name.
      ...(!env.API_BASE_URL && { MOCK_BACKEND: 'embedded' }),
      ...(certificate && {
        TLS_CERT_FILE: certificate.certFile,
        TLS_KEY_FILE: certificate.keyFile,
      }),
      ...env,
    },
    stdio: ['ignore', onOutput ? 'pipe' : 'ignore', 'inherit'],
  })
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => onOutput?.(chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  await waitUntilHealthy(`${url}${readyPath}`, exited)
  return { url, stop: () => stop(child, exited), process: child, exited }
}

async function waitUntilHealthy(healthUrl: string, exited: Promise<number | null>): Promise<void> {
  let status = 'no answer'
  const deadline = Date.now() + STARTUP_TIMEOUT_MS
  let exitCode: number | null | undefined
  void exited.then((code) => (exitCode = code))
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`The site server exited with ${exitCode} at start`)
    try {
      const response = await fetch(healthUrl)
      if (response.ok) return
      status = `HTTP ${response.status}`
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(
    `The site server at ${healthUrl} was not healthy within ${STARTUP_TIMEOUT_MS} ms (${status})`,
  )
}

async function stop(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode === null) child.kill('SIGTERM')
  await exited
}
