/**
 * Performance measurement (not a test): SSR throughput/latency and initial JS of the app's pages
 * against a bare TanStack Start + Mantine page (bench/bare), measured the same way in one run.
 *
 *   node scripts/measure-performance.ts [--no-build] [--duration 10] [--warmup 3]
 *                                       [--connections 10] [--rounds 2] [--no-browser] [--check]
 *                                       [--no-throughput] [--app-dist DIR]
 *   (or: npm run perf -- --no-build)
 *
 * Steps:
 *  1. Builds the app (`npm run build` → dist/) and the bare app (`vite build --config
 *     bench/bare/vite.config.ts` + server/precompress.ts → bench/bare/dist/), unless --no-build.
 *  2. Starts the production server `node server/start.ts` twice on free loopback ports: for the
 *     app (embedded mock backend: API_BASE_URL unset) and, with DIST_DIR=bench/bare/dist, for
 *     the bare app — same static-file handling, same srvx setup.
 *  3. Initial JS per page: fetches the server-rendered HTML, takes every `<script src>` and
 *     `<link rel="modulepreload">`, follows the static imports of those chunks (parsed from the
 *     built files: Start does not emit a Vite manifest for the client) and sums the gzip -9 sizes
 *     of the files in dist/client. With Chromium (/usr/bin/chromium or CHROMIUM_PATH) it also
 *     records, for information, the JS the browser actually loads until the network is idle
 *     (this includes dynamic imports made while hydrating, e.g. the locale catalog).
 *  4. Throughput: autocannon (programmatic), `--connections` concurrent connections, a
 *     `--warmup` s run (discarded) per page, then `--rounds` rounds of one `--duration` s run per
 *     page, one page at a time, the order reversed every other round. Headline values are medians
 *     over the rounds; "vs bare" is the median of the per-round ratios to the bare page. It also
 *     reports the server process's CPU time per request (Linux /proc), which is much less
 *     sensitive than req/s to other load on the machine.
 *  5. Stops both servers (always), prints a table and writes bench/results.json.
 *
 * --no-throughput measures the initial JS only (seconds instead of minutes; no throughput check).
 *
 * --app-dist DIR (with --no-build) measures a copy of an app build instead of dist/, e.g. one
 * saved before a change, or to keep other builds into dist/ from changing it during the run. The
 * server bundle imports its dependencies from node_modules, so DIR must be inside the repository
 * or next to a node_modules link to it (e.g. /tmp/x/dist with /tmp/x/node_modules → ./node_modules).
 *
 * Targets: app req/s ≥ 0.8 × bare req/s for every page; initial JS (gz) of every page ≤ bare +
 * 25 kB (25 000 bytes). The exit code is 0 whenever the measurement completed; with --check it is
 * 2 when a target is missed. Only loopback traffic; the browser is blocked from anything else.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { cpus, loadavg, totalmem } from 'node:os'
import { createServer } from 'node:net'
import { join, posix, relative, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { constants, gzipSync } from 'node:zlib'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts'
import autocannon from 'autocannon'
import type { Browser } from 'playwright-core'
import { format, resolveConfig } from 'prettier'
import { parseAst } from 'vite'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const APP_DIST = join(ROOT, 'dist')
const BARE_DIST = join(ROOT, 'bench', 'bare', 'dist')
const RESULTS_FILE = join(ROOT, 'bench', 'results.json')
const HOST = '127.0.0.1'

const THROUGHPUT_RATIO_TARGET = 0.8
const INITIAL_JS_BUDGET_BYTES = 25_000

const BUILD_TIMEOUT_MS = 10 * 60_000
const READY_TIMEOUT_MS = 30_000
const FETCH_TIMEOUT_MS = 10_000
const BROWSER_PAGE_TIMEOUT_MS = 30_000

// ---------------------------------------------------------------------------------------------
// Options

const { values: args } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    'no-build': { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    browser: { type: 'boolean', default: true },
    'no-browser': { type: 'boolean', default: false },
    'no-throughput': { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    'app-dist': { type: 'string' },
  },
  allowPositionals: false,
})

function boundedInt(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be an integer between ${min} and ${max} (got ${raw})`)
  }
  return value
}

const options = {
  build: args.build && !args['no-build'],
  durationS: boundedInt('duration', args.duration, 1, 60),
  warmupS: boundedInt('warmup', args.warmup, 0, 30),
  connections: boundedInt('connections', args.connections, 1, 100),
  rounds: boundedInt('rounds', args.rounds, 1, 5),
  browser: args.browser && !args['no-browser'],
  throughput: !args['no-throughput'],
  check: args.check,
  appDist: args['app-dist'] === undefined ? APP_DIST : resolve(args['app-dist']),
}
if (options.build && options.appDist !== APP_DIST) {
  throw new Error('--app-dist measures an existing build: use it with --no-build')
}

// ---------------------------------------------------------------------------------------------
// Targets

/** Both sites are served by the production server, given the build to serve in DIST_DIR. */
const SERVER_SCRIPT = join(ROOT, 'server', 'start.ts')

interface Site {
  name: 'app' | 'bare'
  /** The build (dist/{client,server}) that server/start.ts serves. */
  distDir: string
  /** Pages whose initial JS is measured (each must answer 200 to a visitor without a session). */
  pages: string[]
  /** The subset whose SSR throughput is measured as well. */
  throughputPages: string[]
}

const SITES: Site[] = [
  { name: 'bare', distDir: BARE_DIST, pages: ['/login'], throughputPages: ['/login'] },
  {
    name: 'app',
    distDir: options.appDist,
    // Every page a visitor without a session can open; the flows' later steps (PIN code, form,
    // confirm…) need a session and share these pages' layouts and form chunks.
    pages: [
      '/',
      '/app/licenses',
      '/login',
      '/login/code',
      '/password/forgot',
      '/password/reset',
      '/signup/auth',
      '/signup/email',
      '/signup/policy',
    ],
    throughputPages: ['/', '/app/licenses', '/login'],
  },
]

// ---------------------------------------------------------------------------------------------
// Processes (every child is tracked and killed on exit, also on failure or Ctrl-C)

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

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<void>((resolvePromise, reject) => {
    console.log(`$ ${[command, ...commandArgs].join(' ')}`)
    const child = spawn(command, commandArgs, { cwd: ROOT, env, stdio: 'inherit' })
    children.add(child)
    const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_TIMEOUT_MS)
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      children.delete(child)
      if (code === 0) resolvePromise()
      else reject(new Error(`${command} ${commandArgs.join(' ')} failed (${signal ?? code})`))
    })
  })
}

async function build() {
  await run('npm', ['run', 'build'])
  await run(process.execPath, [
    join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
    '--config',
    join(ROOT, 'bench', 'bare', 'vite.config.ts'),
  ])
  await run(process.execPath, [join(ROOT, 'server', 'precompress.ts'), join(BARE_DIST, 'client')])
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(0, HOST, resolvePromise)
  })
  const address = server.address()
  await new Promise<void>((resolvePromise) => server.close(() => resolvePromise()))
  if (address === null || typeof address === 'string') throw new Error('no free port')
  return address.port
}

interface RunningServer {
  site: Site
  origin: string
  child: ChildProcess
  output: () => string
}

async function startServer(site: Site): Promise<RunningServer> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    NODE_ENV: 'production',
    DIST_DIR: site.distDir,
  }
  delete env.API_BASE_URL // the app's embedded mock backend answers
  const child = spawn(process.execPath, [SERVER_SCRIPT], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  let log = ''
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000)
  }
  child.stdout?.on('data', append)
  child.stderr?.on('data', append)
  let exited = false
  child.once('exit', () => {
    exited = true
    children.delete(child)
  })

  const origin = `http://${HOST}:${port}`
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (exited) throw new Error(`${site.name} server exited during start-up:\n${log}`)
    try {
      const response = await fetch(origin + site.pages[0], {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      })
      await response.arrayBuffer()
      break
    } catch {
      if (Date.now() > deadline) {
        throw new Error(`${site.name} server not ready after ${READY_TIMEOUT_MS} ms:\n${log}`)
      }
      await sleep(200)
    }
  }
  console.log(`${site.name}: ${relative(ROOT, site.distDir)} on ${origin}`)
  return { site, origin, child, output: () => log }
}

async function stopServer(server: RunningServer) {
  const { child } = server
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()))
  child.kill('SIGTERM')
  const timedOut = await Promise.race([exited.then(() => false), sleep(5_000).then(() => true)])
  if (timedOut) {
    child.kill('SIGKILL')
    await exited
  }
}

// ---------------------------------------------------------------------------------------------
// Initial JS

interface ChunkSize {
  /** URL path, e.g. /assets/index-abc.js */
  path: string
  raw: number
  gzip: number
  /** How it is loaded: listed in the HTML, or a static import of another chunk. */
  via: 'html' | 'import'
}

interface InitialJs {
  gzip: number
  raw: number
  chunks: ChunkSize[]
  /** Script URLs of the HTML that are not files of dist/client (e.g. third-party tags). */
  external: string[]
}

const sizeCache = new Map<string, { raw: number; gzip: number; imports: string[] }>()

function getAttribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

/** `<script src>` and `<link rel="modulepreload" href>` URLs of a document, in order. */
function initialScriptUrls(html: string): string[] {
  const urls: string[] = []
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    if (/^<script/i.test(tag)) {
      const src = getAttribute(tag, 'src')
      if (src) urls.push(src)
    } else {
      const rel = getAttribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? []
      const href = getAttribute(tag, 'href')
      if (href && rel.includes('modulepreload')) urls.push(href)
    }
  }
  return [...new Set(urls)]
}

/** Maps a same-origin URL to a file of dist/client, or undefined. */
function toClientFile(distDir: string, origin: string, url: string): string | undefined {
  const resolved = new URL(url, origin + '/')
  if (resolved.origin !== origin) return undefined
  const file = join(distDir, 'client', decodeURIComponent(resolved.pathname))
  if (!file.startsWith(join(distDir, 'client')) || !existsSync(file)) return undefined
  return resolved.pathname
}

async function describeChunk(distDir: string, urlPath: string) {
  const file = join(distDir, 'client', urlPath)
  const cached = sizeCache.get(file)
  if (cached) return cached
  const data = await readFile(file)
  const imports: string[] = []
  const program = parseAst(data.toString('utf8'))
  for (const node of program.body) {
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        node.type === 'ExportNamedDeclaration') &&
      node.source &&
      typeof node.source.value === 'string'
    ) {
      const spec = node.source.value
      if (spec.startsWith('./') || spec.startsWith('../') || spec.startsWith('/')) {
        imports.push(spec.startsWith('/') ? spec : posix.join(posix.dirname(urlPath), spec))
      }
    }
  }
  const entry = {
    raw: data.length,
    gzip: gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length,
    imports,
  }
  sizeCache.set(file, entry)
  return entry
}

async function sumChunks(distDir: string, roots: string[], followImports: boolean) {
  const chunks: ChunkSize[] = []
  const seen = new Set<string>()
  const queue: { path: string; via: ChunkSize['via'] }[] = roots.map((path) => ({
    path,
    via: 'html',
  }))
  let item
  while ((item = queue.shift())) {
    const { path, via } = item
    if (seen.has(path)) continue
    seen.add(path)
    if (!existsSync(join(distDir, 'client', path))) {
      throw new Error(`${path} is imported but missing from ${relative(ROOT, distDir)}/client`)
    }
    const { raw, gzip, imports } = await describeChunk(distDir, path)
    chunks.push({ path, raw, gzip, via })
    if (followImports) for (const spec of imports) queue.push({ path: spec, via: 'import' })
  }
  chunks.sort((a, b) => b.gzip - a.gzip)
  return {
    gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
    raw: chunks.reduce((sum, chunk) => sum + chunk.raw, 0),
    chunks,
  }
}

async function fetchHtml(url: string) {
  const response = await fetch(url, {
    headers: { accept: 'text/html' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  })
  const html = await response.text()
  const type = response.headers.get('content-type') ?? ''
  if (response.status !== 200 || !type.includes('text/html')) {
    throw new Error(`GET ${url}: ${response.status} ${type} (expected 200 text/html)`)
  }
  return html
}

async function measureInitialJs(server: RunningServer, page: string): Promise<InitialJs> {
  const html = await fetchHtml(server.origin + page)
  const local: string[] = []
  const external: string[] = []
  for (const url of initialScriptUrls(html)) {
    const path = toClientFile(server.site.distDir, server.origin, url)
    if (path) local.push(path)
    else external.push(url)
  }
  if (local.length === 0) throw new Error(`GET ${server.origin + page}: no script found`)
  return { ...(await sumChunks(server.site.distDir, local, true)), external }
}

// ---------------------------------------------------------------------------------------------
// Browser cross-check (informational)

interface BrowserJs {
  gzip: number
  raw: number
  chunks: ChunkSize[]
  blocked: string[]
}

async function launchBrowser(): Promise<Browser | undefined> {
  const executablePath = CHROMIUM_PATH
  if (!existsSync(executablePath)) {
    console.warn(`No Chromium at ${executablePath}: skipping the browser cross-check`)
    return undefined
  }
  const { chromium } = await import('playwright-core')
  return chromium.launch({
    executablePath,
    headless: true,
    timeout: BROWSER_PAGE_TIMEOUT_MS,
    args: CHROMIUM_ARGS,
  })
}

async function measureBrowserJs(
  browser: Browser,
  server: RunningServer,
  page: string,
): Promise<BrowserJs> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const tab = await context.newPage()
    const blocked: string[] = []
    const scripts = new Set<string>()
    await tab.route('**/*', (route) => {
      const url = new URL(route.request().url())
      if (url.origin === server.origin || url.protocol === 'data:') return route.continue()
      blocked.push(url.href)
      return route.abort('blockedbyclient')
    })
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      const path = toClientFile(server.site.distDir, server.origin, response.url())
      if (path) scripts.add(path)
    })
    await tab.goto(server.origin + page, {
      waitUntil: 'networkidle',
      timeout: BROWSER_PAGE_TIMEOUT_MS,
    })
    return { ...(await sumChunks(server.site.distDir, [...scripts], false)), blocked }
  } finally {
    await context.close()
  }
}

// ---------------------------------------------------------------------------------------------
// Throughput

interface RoundResult {
  requestsPerSecond: number
  totalRequests: number
  latencyP50Ms: number
  latencyP99Ms: number
  latencyMeanMs: number
  /** CPU time (user + system) the server process spent per request; null off Linux. */
  serverCpuMsPerRequest: number | null
  non2xx: number
  errors: number
  timeouts: number
}

/** Headline values are medians over the rounds (totals for the counters). */
interface Throughput extends RoundResult {
  /** Median over the rounds of req/s ÷ the bare page's req/s in the same round. */
  vsBare: number
  rounds: RoundResult[]
}

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/** utime + stime of a process in seconds, from /proc (Linux); undefined elsewhere. */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND
}

function cannon(url: string, durationS: number) {
  return autocannon({
    url,
    connections: options.connections,
    duration: durationS,
    headers: { accept: 'text/html' },
    timeout: 10,
  })
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

// ---------------------------------------------------------------------------------------------
// Main

interface PageResult {
  site: Site['name']
  page: string
  initialJs: InitialJs
  browserJs?: BrowserJs
  throughput?: Throughput
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

async function main() {
  const startedAt = new Date()
  if (options.build) await build()
  for (const site of SITES) {
    const entry = join(site.distDir, 'server', 'server.js')
    if (!existsSync(entry)) throw new Error(`Missing ${entry}: run without --no-build`)
  }

  const servers: RunningServer[] = []
  const results: PageResult[] = []
  const serverOf = (result: PageResult) => servers.find((s) => s.site.name === result.site)!
  let browser: Browser | undefined
  const loadBefore = loadavg()
  if (loadBefore[0] > cpus().length / 2) {
    console.warn(
      `Warning: load average ${loadBefore[0].toFixed(2)} on ${cpus().length} CPUs — other ` +
        'processes compete with the servers; throughput numbers will be noisy.',
    )
  }
  try {
    for (const site of SITES) servers.push(await startServer(site))

    console.log('\nInitial JS…')
    for (const server of servers) {
      for (const page of server.site.pages) {
        results.push({
          site: server.site.name,
          page,
          initialJs: await measureInitialJs(server, page),
        })
      }
    }

    if (options.browser) {
      browser = await launchBrowser()
      if (browser) {
        for (const result of results) {
          result.browserJs = await measureBrowserJs(browser, serverOf(result), result.page)
        }
        await browser.close()
        browser = undefined
      }
    }

    const measured = options.throughput
      ? results.filter((r) => serverOf(r).site.throughputPages.includes(r.page))
      : []
    console.log(
      `\nThroughput: ${options.connections} connections, ${options.warmupS} s warm-up + ` +
        `${options.durationS} s per page, ${options.rounds} round(s)…`,
    )
    if (options.warmupS > 0) {
      for (const result of measured) {
        await cannon(serverOf(result).origin + result.page, options.warmupS)
      }
    }
    const perRound = new Map<PageResult, RoundResult[]>(measured.map((r) => [r, []]))
    for (let round = 0; round < options.rounds; round++) {
      // Alternate the order (A B C, C B A, …) so that a drift of the machine's speed during the
      // run does not favour the pages measured first.
      const order = round % 2 === 0 ? measured : [...measured].reverse()
      for (const result of order) {
        const server = serverOf(result)
        const cpuBefore = cpuSeconds(server.child.pid)
        const r = await cannon(server.origin + result.page, options.durationS)
        const cpuAfter = cpuSeconds(server.child.pid)
        const measured: RoundResult = {
          requestsPerSecond: r.requests.average,
          totalRequests: r.requests.total,
          latencyP50Ms: r.latency.p50,
          latencyP99Ms: r.latency.p99,
          latencyMeanMs: r.latency.average,
          serverCpuMsPerRequest:
            cpuBefore === undefined || cpuAfter === undefined || r.requests.total === 0
              ? null
              : ((cpuAfter - cpuBefore) * 1000) / r.requests.total,
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
        }
        perRound.get(result)!.push(measured)
        const cpu = measured.serverCpuMsPerRequest
        console.log(
          `  round ${round + 1} ${result.site} ${result.page}: ` +
            `${measured.requestsPerSecond.toFixed(1)} req/s, p50 ${measured.latencyP50Ms} ms, ` +
            `p99 ${measured.latencyP99Ms} ms` +
            (cpu === null ? '' : `, server CPU ${cpu.toFixed(2)} ms/req`) +
            (measured.non2xx || measured.errors
              ? `, ${measured.non2xx} non-2xx, ${measured.errors} errors`
              : ''),
        )
      }
    }
    const bareRounds = perRound.get(results.find((r) => r.site === 'bare')!) ?? []
    for (const [result, rounds] of perRound) {
      const pick = (key: 'requestsPerSecond' | 'latencyP50Ms' | 'latencyP99Ms' | 'latencyMeanMs') =>
        median(rounds.map((r) => r[key]))
      const cpu = rounds.map((r) => r.serverCpuMsPerRequest)
      result.throughput = {
        requestsPerSecond: pick('requestsPerSecond'),
        // Ratio to the bare page of the same round, median over the rounds.
        vsBare: median(rounds.map((r, i) => r.requestsPerSecond / bareRounds[i].requestsPerSecond)),
        totalRequests: rounds.reduce((sum, r) => sum + r.totalRequests, 0),
        latencyP50Ms: pick('latencyP50Ms'),
        latencyP99Ms: pick('latencyP99Ms'),
        latencyMeanMs: pick('latencyMeanMs'),
        serverCpuMsPerRequest: cpu.every((v) => v !== null) ? median(cpu as number[]) : null,
        non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
        errors: rounds.reduce((sum, r) => sum + r.errors, 0),
        timeouts: rounds.reduce((sum, r) => sum + r.timeouts, 0),
        rounds,
      }
    }
  } finally {
    await browser?.close().catch(() => {})
    await Promise.all(servers.map(stopServer))
  }

  // Targets
  const bare = results.find((r) => r.site === 'bare')!
  const bareRps = bare.throughput?.requestsPerSecond ?? 0
  const checks: { name: string; pass: boolean; detail: string }[] = []
  for (const result of results) {
    if (result.site === 'bare') continue
    const { throughput, initialJs } = result
    if (throughput) {
      const ratio = throughput.vsBare
      const clean = throughput.non2xx === 0 && throughput.errors === 0
      checks.push({
        name: `throughput ${result.page} ≥ ${THROUGHPUT_RATIO_TARGET} × bare`,
        pass: ratio >= THROUGHPUT_RATIO_TARGET && clean,
        detail:
          `${throughput.requestsPerSecond.toFixed(1)} vs ${bareRps.toFixed(1)} req/s, ` +
          `${ratio.toFixed(2)}× (median of the per-round ratios)` +
          (clean ? '' : ' (non-2xx responses or errors: invalid)'),
      })
    }
    const over = initialJs.gzip - bare.initialJs.gzip
    checks.push({
      name: `initial JS ${result.page} ≤ bare + ${kb(INITIAL_JS_BUDGET_BYTES)} gz`,
      pass: over <= INITIAL_JS_BUDGET_BYTES,
      detail: `${kb(initialJs.gzip)} vs ${kb(bare.initialJs.gzip)}: ${over >= 0 ? '+' : ''}${kb(over)}`,
    })
  }
  for (const result of results) {
    if (result.throughput && (result.throughput.non2xx || result.throughput.errors)) {
      checks.push({
        name: `clean responses ${result.site} ${result.page}`,
        pass: false,
        detail: `${result.throughput.non2xx} non-2xx, ${result.throughput.errors} errors`,
      })
    }
  }
  const pass = checks.every((check) => check.pass)

  // Report
  console.log('\n')
  console.table(
    results.map((r) => ({
      page: `${r.site} ${r.page}`,
      'req/s': r.throughput ? Number(r.throughput.requestsPerSecond.toFixed(1)) : '-',
      'vs bare': r.throughput ? `${r.throughput.vsBare.toFixed(2)}×` : '-',
      'p50 ms': r.throughput?.latencyP50Ms ?? '-',
      'p99 ms': r.throughput?.latencyP99Ms ?? '-',
      'CPU ms/req': r.throughput?.serverCpuMsPerRequest?.toFixed(2) ?? '-',
      'non-2xx/err': r.throughput ? r.throughput.non2xx + r.throughput.errors : '-',
      'initial JS gz': kb(r.initialJs.gzip),
      'Δ bare gz': kb(r.initialJs.gzip - bare.initialJs.gzip),
      files: r.initialJs.chunks.length,
      'browser JS gz': r.browserJs ? kb(r.browserJs.gzip) : '-',
    })),
  )
  for (const result of results) {
    const top = result.initialJs.chunks.slice(0, 5)
    console.log(
      `${result.site} ${result.page} biggest chunks: ` +
        top.map((c) => `${c.path.replace('/assets/', '')} ${kb(c.gzip)}`).join(', '),
    )
    if (result.initialJs.external.length) {
      console.log(`  external scripts (not counted): ${result.initialJs.external.join(', ')}`)
    }
    const extra = result.browserJs?.chunks.filter(
      (c) => !result.initialJs.chunks.some((i) => i.path === c.path),
    )
    if (extra?.length) {
      console.log(
        `  also loaded by the browser (dynamic imports, not counted): ` +
          extra.map((c) => `${c.path.replace('/assets/', '')} ${kb(c.gzip)}`).join(', '),
      )
    }
  }
  console.log('')
  for (const check of checks) {
    console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`)
  }

  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      cpus: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
      memoryGB: Math.round(totalmem() / 2 ** 30),
      loadAverage1mBefore: loadBefore[0],
      loadAverage1mAfter: loadavg()[0],
    },
    options,
    targets: {
      throughputRatio: THROUGHPUT_RATIO_TARGET,
      initialJsBudgetBytes: INITIAL_JS_BUDGET_BYTES,
    },
    results,
    checks,
    pass,
  }
  // Formatted like the rest of the repository, so that `prettier --check .` stays clean.
  const prettierConfig = await resolveConfig(RESULTS_FILE)
  await writeFile(
    RESULTS_FILE,
    await format(JSON.stringify(report), { ...prettierConfig, filepath: RESULTS_FILE }),
  )
  console.log(
    `\n${pass ? 'All targets met' : 'Some targets missed'}; wrote ${relative(ROOT, RESULTS_FILE)}`,
  )
  return pass
}

try {
  const pass = await main()
  process.exitCode = !pass && options.check ? 2 : 0
} catch (error) {
  console.error(error instanceof Error ? error.stack : error)
  process.exitCode = 1
}
