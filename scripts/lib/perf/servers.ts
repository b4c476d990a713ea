/**
 * Child processes of the performance measurement: builds and the production servers
 * (`node server/start.ts` with DIST_DIR), each tracked and killed when the measurement ends,
 * also on failure or Ctrl-C. Plus the Linux /proc readings of a server: CPU time and RSS.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import type { Certificate } from '../tls-certificate.ts'

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
export const HOST = '127.0.0.1'
const MOCK_SCRIPT = join(ROOT, 'mocks', 'serve.ts')
const MOCK_SOURCE_HOOKS = join(ROOT, 'scripts', 'lib', 'source-hooks.ts')
const BUILD_TIMEOUT_MS = 10 * 60_000
const READY_TIMEOUT_MS = 30_000

const children = new Set<ChildProcess>()

process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL')
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping servers`)
    for (const child of children) child.kill('SIGTERM')
    process.exit(130)
  })
}

/** Runs a command to completion (output shown), e.g. a build. */
export function run(command: string, args: string[], cwd = ROOT): Promise<void> {
  return new Promise((resolve, reject) => {
    console.log(`$ ${[command, ...args].join(' ')}${cwd === ROOT ? '' : ` (in ${cwd})`}`)
    const child = spawn(command, args, { cwd, stdio: 'inherit' })
    children.add(child)
    const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_TIMEOUT_MS)
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      children.delete(child)
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`))
    })
  })
}

/** With PERF_PORT, the servers take PERF_PORT, PERF_PORT + 1, … (a shared machine's range). */
let nextPort = Number(process.env.PERF_PORT) || undefined

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(nextPort === undefined ? 0 : nextPort++, HOST, resolve)
  })
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no free port')
  return address.port
}

export interface RunningServer {
  name: string
  distDir: string
  origin: string
  child: ChildProcess
  /** Its inspector's WebSocket URL, when started with `inspect` (heap.ts). */
  inspectorUrl?: string
}

/**
 * Serves the build in `distDir` with the production server of the checkout at `root` (this one,
 * or an older commit's: scripts/lib/perf/baseline.ts), over HTTPS (HTTP/2) when given a
 * certificate; its backend is the embedded mock, or `backend` (e.g. the mock's own process).
 */
export async function startServer(
  name: string,
  distDir: string,
  probe: string,
  {
    certificate,
    backend,
    root = ROOT,
    inspect = false,
  }: { certificate?: Certificate; backend?: string; root?: string; inspect?: boolean },
) {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    NODE_ENV: 'production',
    DIST_DIR: distDir,
    ...(certificate && { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile }),
  }
  delete env.API_BASE_URL
  if (backend) env.API_BASE_URL = backend
  else env.MOCK_BACKEND = 'embedded'
  return startChild(
    root,
    name,
    distDir,
    [...(inspect ? ['--inspect=127.0.0.1:0'] : []), join(root, 'server', 'start.ts')],
    env,
    certificate ? 'https' : 'http',
    port,
    probe,
  )
}

/** The mock backend as its own process (`npm run mock:serve`), as a real backend would run. */
export async function startMockBackend() {
  const port = await freePort()
  const env = { ...process.env, MOCK_PORT: String(port), MOCK_HOST: HOST }
  const args = ['--import', MOCK_SOURCE_HOOKS, MOCK_SCRIPT]
  return startChild(ROOT, 'mock', '', args, env, 'http', port, '/__mock/health')
}

async function startChild(
  cwd: string,
  name: string,
  distDir: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  scheme: 'http' | 'https',
  port: number,
  probe: string,
) {
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  let log = ''
  const append = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8_000))
  child.stdout?.on('data', append)
  child.stderr?.on('data', append)
  child.once('exit', () => children.delete(child))

  const origin = `${scheme}://${HOST}:${port}`
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} server exited during start-up:\n${log}`)
    try {
      const response = await fetch(origin + probe, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`${name} server not ready:\n${log}`)
      await sleep(200)
    }
  }
  const inspectorUrl = /Debugger listening on (ws:\/\/\S+)/.exec(log)?.[1]
  return { name, distDir, origin, child, inspectorUrl } satisfies RunningServer
}

export async function stopServer({ child }: RunningServer) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  if (await Promise.race([exited.then(() => false), sleep(5_000).then(() => true)])) {
    child.kill('SIGKILL')
    await exited
  }
}

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/** utime + stime of a process in seconds (Linux /proc); undefined elsewhere. */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND
}

/** Resident set size of a process in bytes (Linux /proc); undefined elsewhere. */
export function rssBytes(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/status`)) return undefined
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) * 1024 : undefined
}
