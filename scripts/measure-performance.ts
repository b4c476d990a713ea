/**
 * `npm run perf`: what members and operators feel (issue #32), in one run, against the bare
 * reference page (bench/bare: TanStack Start + Mantine + Query, one /login page) served the same
 * way on the same machine.
 *
 *   node scripts/measure-performance.ts [--no-build] [--only sizes,lighthouse,ssr,inp,load]
 *     [--runs 3] [--duration 10] [--warmup 5] [--rounds 2] [--connections 10]
 *     [--load-duration 30] [--load-connections 50] [--app-dist DIR] [--protocol h2|http1] [--check]
 *     [--pages /login,/mypage] [--baseline COMMIT]… [--throttling simulate|devtools]
 *   (or: npm run perf -- --no-build --only lighthouse; PERF_PORT=5600 keeps the servers on 5600…)
 *
 * Before/after in one run: each `--baseline COMMIT` (repeatable, e.g. `--baseline 03daded
 * --baseline main`) also measures that commit's build, served by its own server, interleaved with
 * this build and the reference in Lighthouse and INP (not in ssr and load); the report adds a
 * table of the baselines' medians beside this build's. The first run builds each baseline in a
 * git worktree of the temp directory (scripts/lib/perf/baseline.ts, a few minutes; later runs
 * reuse it). `--pages` measures only the app's pages listed (the reference always).
 *
 * 1. Builds the app (`npm run build`) and the bare app, unless --no-build.
 * 2. Serves both with the production server (server/start.ts, embedded mock backend), over HTTPS
 *    with HTTP/2 as a phone reaches the site (a throwaway self-signed certificate), or with
 *    --protocol http1 over plain HTTP/1.1.
 * 3. sizes: initial JS and CSS (gzip) of each measured page, computed from the build as the size
 *    budget does (scripts/lib/perf/route-sizes.ts), checked against the CI ceilings; Lighthouse's
 *    network records of the same pages check that these are the files the browser loads.
 * 4. lighthouse: Lighthouse 13 mobile (simulated slow 4G, 4× CPU) in Debian's Chromium, --runs
 *    runs per page, pages interleaved with the reference; medians, compared with the reference's.
 *    `--throttling devtools` throttles the load itself instead of modelling it (Lighthouse's
 *    devtools method): blocking time as such a phone records it, where the model's estimate of the
 *    first paint decides which early tasks count.
 * 5. ssr: requests/s at --connections connections, pages interleaved with the bare page,
 *    --rounds rounds of --duration s; the ratio to the bare page and the server's CPU time per
 *    request (/proc). Information, no target.
 * 6. inp: Interaction to Next Paint on the heaviest forms at 4× CPU, --runs loads per form for
 *    typing and for choosing (scripts/lib/perf/interaction.ts).
 * 7. load: --load-connections connections for --load-duration s cycling through the app's pages
 *    after a warm-up, with the mock backend as its own process and then embedded: p99 latency,
 *    errors, and the growth of the server's heap after a full garbage collection (its inspector:
 *    scripts/lib/perf/heap.ts) from the warm-up's end to the run's; its RSS as information.
 * 8. Prints one table and the targets met or missed, writes bench/results.json.
 *
 * Pages: one or two per route family (guest, sign-in, sign-up, password reset, My Page, plans,
 * OIDC); My Page is measured signed in (POST /__mock/login).
 * Exit code 0 when the measurement completed; with --check, 2 when a target is missed.
 * Only loopback traffic. Numbers vary with whatever else the machine does: compare with the
 * reference of the same run, and re-run when the load average is high.
 */
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { cpus, loadavg, totalmem } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { format, resolveConfig } from 'prettier'
import { BUDGET, buildBare, checkBudgets, readCeilings } from './check-size-budget.ts'
import { HEAVIEST_FORMS } from './lib/perf/form-pages.ts'
import {
  CPU_THROTTLING,
  measureInteractions,
  type InteractionResult,
} from './lib/perf/interaction.ts'
import { prepareBaseline, type Baseline } from './lib/perf/baseline.ts'
import { heapAfterGcBytes } from './lib/perf/heap.ts'
import { openLighthouseBrowser, type LighthouseRun } from './lib/perf/lighthouse.ts'
import { clientFiles, pageSizes, type PageSize } from './lib/perf/route-sizes.ts'
import {
  ROOT,
  cpuSeconds,
  rssBytes,
  run,
  startMockBackend,
  startServer,
  stopServer,
  type RunningServer,
} from './lib/perf/servers.ts'
import { throwawayCertificate } from './lib/tls-certificate.ts'

const APP_DIST = join(ROOT, 'dist')
const BARE_DIST = join(ROOT, 'bench', 'bare', 'dist')
const RESULTS_FILE = join(ROOT, 'bench', 'results.json')
const PARTS = ['sizes', 'lighthouse', 'ssr', 'load', 'inp'] as const
type Part = (typeof PARTS)[number]

/**
 * What members and operators feel (issue #32): Lighthouse against the reference page measured in
 * the same run, INP on the heaviest forms, latency under load with the backend in its own process
 * (as in production) and embedded. Sizes are held by their CI ceilings (size:check).
 */
const TARGETS = {
  lighthouse: {
    performanceBelowReference: 1,
    fcpOverReferenceMs: 150,
    tbtOverReferenceMs: 50,
    cls: 0,
    bestPractices: 100,
  },
  inpMs: 200,
  load: { p99Ms: 250, heapGrowth: 0.1 },
}

/** The pages measured per route family; those the build does not have yet are skipped. */
const FAMILIES: { family: string; pages: string[]; session?: 'member' | 'oidc' }[] = [
  { family: 'guest', pages: ['/', '/app/licenses'] },
  { family: 'sign-in', pages: ['/login'] },
  { family: 'sign-up', pages: ['/signup/email'] },
  { family: 'password', pages: ['/password/forgot'] },
  { family: 'My Page', pages: ['/mypage', '/mypage/edit'], session: 'member' },
  { family: 'plans', pages: ['/plans'] },
  { family: 'OIDC', pages: ['/oidc/login'], session: 'oidc' },
]
const MEMBER_EMAIL = 'hanako.yamada@example.jp'
const REFERENCE_PAGE = '/login'

// ---------------------------------------------------------------------------------------------
// Options

const { values: args } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string', default: PARTS.join(',') },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    'load-duration': { type: 'string', default: '30' },
    'load-connections': { type: 'string', default: '50' },
    'app-dist': { type: 'string' },
    protocol: { type: 'string', default: 'h2' },
    throttling: { type: 'string', default: 'simulate' },
    check: { type: 'boolean', default: false },
    pages: { type: 'string' },
    baseline: { type: 'string', multiple: true, default: [] },
  },
})

function boundedInt(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be an integer between ${min} and ${max} (got ${raw})`)
  }
  return value
}

function throttlingOf(raw: string): 'simulate' | 'devtools' {
  if (raw !== 'simulate' && raw !== 'devtools') {
    throw new Error(`--throttling takes simulate or devtools (got ${raw})`)
  }
  return raw
}

const parts = new Set(
  args.only.split(',').map((part) => {
    if (!PARTS.includes(part as Part)) throw new Error(`--only takes ${PARTS.join(', ')}`)
    return part as Part
  }),
)
const options = {
  build: args.build && !args['no-build'],
  parts: [...parts],
  runs: boundedInt('runs', args.runs, 1, 9),
  durationS: boundedInt('duration', args.duration, 1, 60),
  warmupS: boundedInt('warmup', args.warmup, 0, 30),
  rounds: boundedInt('rounds', args.rounds, 1, 5),
  connections: boundedInt('connections', args.connections, 1, 200),
  loadDurationS: boundedInt('load-duration', args['load-duration'], 5, 120),
  loadConnections: boundedInt('load-connections', args['load-connections'], 1, 200),
  appDist: args['app-dist'] === undefined ? APP_DIST : resolve(args['app-dist']),
  protocol: args.protocol,
  throttling: throttlingOf(args.throttling),
  check: args.check,
  pages: args.pages?.split(','),
  baselines: args.baseline,
}
if (options.protocol !== 'h2' && options.protocol !== 'http1') {
  throw new Error(`--protocol takes h2 or http1 (got ${options.protocol})`)
}
if (options.build && options.appDist !== APP_DIST) {
  throw new Error('--app-dist measures an existing build: use it with --no-build')
}
const certificate = options.protocol === 'h2' ? throwawayCertificate() : undefined

// ---------------------------------------------------------------------------------------------
// Measurements

interface Page {
  /** 'bare' (the reference), 'app' (this build) or a baseline's label (its commit). */
  site: string
  family: string
  path: string
  kind: PageSize['kind']
  /** Cookie of a signed-in member (My Page) or of a pending OIDC interaction. */
  cookie?: string
  size: PageSize
  /** JS the browser loaded by network idle (Lighthouse's records, sized like the build's). */
  browserJsGzip?: number
  /** Files the browser loaded that the build's computation does not count, or the reverse. */
  sizeMismatch?: string[]
  lighthouse?: LighthouseRun[]
  ssr?: SsrResult
}

interface SsrRound {
  requestsPerSecond: number
  latencyP99Ms: number
  cpuMsPerRequest: number | null
  non2xx: number
  errors: number
}

interface SsrResult {
  rounds: SsrRound[]
  requestsPerSecond: number
  vsReference: number
  latencyP99Ms: number
  cpuMsPerRequest: number | null
  failed: number
}

interface LoadResult {
  /** Where the backend ran: in the site's process, or as its own process (as in production). */
  backend: 'embedded' | 'own process'
  connections: number
  durationS: number
  paths: string[]
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  non2xx: number
  errors: number
  timeouts: number
  rssAfterWarmUpMB: number | null
  rssEndMB: number | null
  rssPeakMB: number | null
  rssGrowth: number | null
  /** The JavaScript heap after a full garbage collection (heap.ts): what stays alive. */
  heapAfterWarmUpMB: number | null
  heapEndMB: number | null
  heapGrowth: number | null
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const mb = (bytes: number | undefined) => (bytes === undefined ? null : bytes / 2 ** 20)
const heapOf = (server: RunningServer) =>
  server.inspectorUrl ? heapAfterGcBytes(server.inspectorUrl) : Promise.resolve(undefined)
/** A load run's server memory: its heap after GC, then its RSS, from the warm-up's end to the run's. */
const memoryOf = (load: LoadResult) =>
  `heap after GC ${load.heapAfterWarmUpMB?.toFixed(0)} → ${load.heapEndMB?.toFixed(0)} MB, ` +
  `RSS ${load.rssAfterWarmUpMB?.toFixed(0)} → ${load.rssEndMB?.toFixed(0)} MB (peak ${load.rssPeakMB?.toFixed(0)} MB)`

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/__mock/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MEMBER_EMAIL }),
  })
  if (!response.ok) throw new Error(`POST /__mock/login: ${response.status}`)
  return cookiesOf(response)
}

/**
 * The interaction cookie of an authorization request of a registered client (mocks/README.md,
 * "OIDC"), as a relying party's link would start it: the provider's screens need one.
 */
async function startOidcInteraction(origin: string): Promise<string> {
  const query = new URLSearchParams({
    client_id: 'client_cinemaquiz',
    redirect_uri: 'https://quiz.example.jp/callback',
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'perf',
    nonce: 'perf',
  })
  const response = await fetch(`${origin}/oidc/op/auth?${query}`, { redirect: 'manual' })
  const cookie = cookiesOf(response)
  if (response.status !== 303 || !cookie.includes('_interaction=')) {
    throw new Error(`GET /oidc/op/auth: ${response.status}, no interaction cookie`)
  }
  return cookie
}

/** What a Japanese visitor's browser sends with every request (and the member's session). */
function visitorHeaders(page: Page): Record<string, string> {
  return { 'accept-language': 'ja', ...(page.cookie ? { cookie: page.cookie } : {}) }
}

/** The request for a page's HTML. */
function headersOf(page: Page): Record<string, string> {
  return { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', ...visitorHeaders(page) }
}

function serverOf(servers: RunningServer[], page: Page) {
  return servers.find((server) => server.name === page.site)!
}

/**
 * Sizes the browser's script requests like the build's files; lists any disagreement. A script
 * the computation does not count is one only when it was asked for before the load event: code
 * loaded at idle (the passkey library, decision 0028) is not the page's initial JavaScript.
 */
function compareWithBrowser(page: Page, server: RunningServer, runs: LighthouseRun[]) {
  const sizeOf = clientFiles(server.distDir)
  const scripts = runs[0].scripts
    .map((script) => ({ ...script, path: new URL(script.url) }))
    .filter(({ path }) => path.origin === server.origin)
  const loaded = new Set(scripts.map(({ path }) => path.pathname))
  const beforeLoad = new Set(
    scripts
      .filter(({ requestedMs }) => requestedMs <= runs[0].loadEventMs)
      .map(({ path }) => path.pathname),
  )
  page.browserJsGzip = [...loaded].reduce((sum, path) => sum + sizeOf(path).gzip, 0)
  const counted = new Set(page.size.js.map((file) => file.path))
  page.sizeMismatch = [
    ...[...beforeLoad].filter((path) => !counted.has(path)).map((path) => `+${path}`),
    ...[...counted].filter((path) => !loaded.has(path)).map((path) => `-${path}`),
  ]
}

async function measureLighthouse(pages: Page[], servers: RunningServer[]) {
  console.log(`\nLighthouse mobile, ${options.runs} run(s) per page…`)
  const browser = await openLighthouseBrowser(certificate?.spkiHash, options.throttling)
  try {
    for (let i = 0; i < options.runs; i++) {
      for (const page of pages) {
        const server = serverOf(servers, page)
        const result = await browser.run(server.origin + page.path, {
          extraHeaders: visitorHeaders(page),
        })
        ;(page.lighthouse ??= []).push(result)
        console.log(
          `  ${i + 1} ${page.site} ${page.path}: ${result.performance}, FCP ${Math.round(result.fcpMs)}, ` +
            `LCP ${Math.round(result.lcpMs)}, TBT ${Math.round(result.tbtMs)}, CLS ${result.cls.toFixed(3)}, ` +
            `best practices ${result.bestPractices}`,
        )
      }
    }
  } finally {
    await browser.close()
  }
  for (const page of pages) compareWithBrowser(page, serverOf(servers, page), page.lighthouse!)
}

function cannon(
  url: string,
  connections: number,
  durationS: number,
  headers: Record<string, string>,
) {
  return autocannon({ url, connections, duration: durationS, headers, timeout: 10 })
}

async function measureSsr(pages: Page[], servers: RunningServer[]) {
  console.log(
    `\nSSR: ${options.connections} connections, ${options.warmupS} s warm-up + ` +
      `${options.durationS} s per page, ${options.rounds} round(s), interleaved with the reference…`,
  )
  for (const page of options.warmupS ? pages : []) {
    await cannon(
      serverOf(servers, page).origin + page.path,
      options.connections,
      options.warmupS,
      headersOf(page),
    )
  }
  const rounds = new Map<Page, SsrRound[]>(pages.map((page) => [page, []]))
  for (let round = 0; round < options.rounds; round++) {
    for (const page of round % 2 === 0 ? pages : [...pages].reverse()) {
      const { child, origin } = serverOf(servers, page)
      const cpuBefore = cpuSeconds(child.pid)
      const result = await cannon(
        origin + page.path,
        options.connections,
        options.durationS,
        headersOf(page),
      )
      const cpuAfter = cpuSeconds(child.pid)
      const measured: SsrRound = {
        requestsPerSecond: result.requests.average,
        latencyP99Ms: result.latency.p99,
        cpuMsPerRequest:
          cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
            ? null
            : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
      }
      rounds.get(page)!.push(measured)
      console.log(
        `  ${round + 1} ${page.site} ${page.path}: ${measured.requestsPerSecond.toFixed(1)} req/s, ` +
          `p99 ${measured.latencyP99Ms} ms` +
          (measured.cpuMsPerRequest === null
            ? ''
            : `, CPU ${measured.cpuMsPerRequest.toFixed(2)} ms/req`) +
          (measured.non2xx || measured.errors
            ? `, ${measured.non2xx} non-2xx, ${measured.errors} errors`
            : ''),
      )
    }
  }
  const reference = rounds.get(pages.find((page) => page.site === 'bare')!)!
  warnIfUnsteady(reference)
  for (const [page, measured] of rounds) {
    const cpu = measured.map((r) => r.cpuMsPerRequest)
    page.ssr = {
      rounds: measured,
      requestsPerSecond: median(measured.map((r) => r.requestsPerSecond)),
      vsReference: median(
        measured.map((r, i) => r.requestsPerSecond / reference[i].requestsPerSecond),
      ),
      latencyP99Ms: median(measured.map((r) => r.latencyP99Ms)),
      cpuMsPerRequest: cpu.every((v) => v !== null) ? median(cpu as number[]) : null,
      failed: measured.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    }
  }
}

/**
 * The reference page does the same work in every round: when its rounds differ much, something
 * else on the machine took CPU meanwhile, and it takes more from the app's heavier pages than from
 * the reference (one afternoon: /plans 2.25 → 3.3 ms of CPU per request, the reference's rounds
 * 594 and 773 req/s), so the ratios of that run say little.
 */
function warnIfUnsteady(reference: SsrRound[]) {
  const rates = reference.map((round) => round.requestsPerSecond)
  const spread = Math.max(...rates) / Math.min(...rates) - 1
  if (rates.length < 2 || spread <= 0.1) return
  console.warn(
    `Warning: the reference's rounds differ by ${Math.round(spread * 100)} %: the machine was ` +
      'not steady, so the SSR ratios of this run are unreliable. Re-run when the load average has ' +
      'been low for minutes, or compare two builds in pairs.',
  )
}

async function measureLoad(
  pages: Page[],
  server: RunningServer,
  backend: LoadResult['backend'],
): Promise<LoadResult> {
  const requests = pages.map((page) => ({
    method: 'GET',
    path: page.path,
    headers: headersOf(page),
  }))
  const paths = pages.map((page) => page.path)
  const { loadConnections: connections, loadDurationS: durationS } = options
  const warmUpS = Math.max(5, Math.round(durationS / 3))
  console.log(
    `\nLoad, backend ${backend}: ${connections} connections, ${warmUpS} s warm-up + ${durationS} s ` +
      `over ${paths.join(' ')}…`,
  )
  const url = server.origin
  await autocannon({ url, connections, duration: warmUpS, requests, timeout: 10 })
  await sleep(1_000)
  const heapAfterWarmUp = await heapOf(server)
  const rssAfterWarmUp = rssBytes(server.child.pid)
  let rssPeak = rssAfterWarmUp ?? 0
  const sampler = setInterval(
    () => (rssPeak = Math.max(rssPeak, rssBytes(server.child.pid) ?? 0)),
    500,
  )
  const result = await autocannon({ url, connections, duration: durationS, requests, timeout: 10 })
  clearInterval(sampler)
  const rssEnd = rssBytes(server.child.pid)
  const heapEnd = await heapOf(server)
  const load: LoadResult = {
    backend,
    connections,
    durationS,
    paths,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    rssAfterWarmUpMB: mb(rssAfterWarmUp),
    rssEndMB: mb(rssEnd),
    rssPeakMB: rssAfterWarmUp === undefined ? null : mb(rssPeak),
    rssGrowth:
      rssAfterWarmUp === undefined || rssEnd === undefined ? null : rssEnd / rssAfterWarmUp - 1,
    heapAfterWarmUpMB: mb(heapAfterWarmUp),
    heapEndMB: mb(heapEnd),
    heapGrowth:
      heapAfterWarmUp === undefined || heapEnd === undefined ? null : heapEnd / heapAfterWarmUp - 1,
  }
  console.log(
    `  ${load.requestsPerSecond.toFixed(1)} req/s, p50 ${load.latencyP50Ms} ms, p99 ${load.latencyP99Ms} ms, ` +
      `${load.non2xx} non-2xx, ${load.errors} errors, ${memoryOf(load)}`,
  )
  return load
}

// ---------------------------------------------------------------------------------------------
// Targets and report

interface Check {
  name: string
  pass: boolean
  detail: string
}

function targetChecks(
  pages: Page[],
  loads: LoadResult[],
  interactions: InteractionResult[],
): Check[] {
  const checks: Check[] = []
  const reference = pages.find((page) => page.site === 'bare')!
  const t = TARGETS.lighthouse
  const ref = reference.lighthouse && lighthouseMedians(reference.lighthouse)
  for (const page of pages.filter((p) => p.site === 'app')) {
    const name = `${page.family} ${page.path}`
    if (page.lighthouse && ref) {
      const m = lighthouseMedians(page.lighthouse)
      const misses = [
        m.performance < ref.performance - t.performanceBelowReference &&
          `performance ${m.performance} < ${ref.performance} − ${t.performanceBelowReference}`,
        m.fcpMs > ref.fcpMs + t.fcpOverReferenceMs &&
          `FCP ${Math.round(m.fcpMs)} > ${Math.round(ref.fcpMs)} + ${t.fcpOverReferenceMs} ms`,
        m.tbtMs > ref.tbtMs + t.tbtOverReferenceMs &&
          `TBT ${Math.round(m.tbtMs)} > ${Math.round(ref.tbtMs)} + ${t.tbtOverReferenceMs} ms`,
        m.cls > t.cls && `CLS ${m.cls.toFixed(3)} > 0`,
        m.bestPractices < t.bestPractices && `best practices ${m.bestPractices} < 100`,
      ].filter(Boolean)
      checks.push({
        name: `Lighthouse ${name} vs reference`,
        pass: misses.length === 0,
        detail: misses.length
          ? misses.join(', ')
          : `${m.performance} / FCP ${Math.round(m.fcpMs)} / TBT ${Math.round(m.tbtMs)} ms`,
      })
    }
    if (page.sizeMismatch?.length) {
      checks.push({
        name: `size computation ${name} = browser`,
        pass: false,
        detail: page.sizeMismatch.join(' '),
      })
    }
  }
  for (const { page, jsBudget, failures } of checkBudgets(
    pages.filter((p) => p.site === 'app').map((p) => p.size),
    reference.size.jsGzip,
    readCeilings(),
  )) {
    checks.push({
      name: `size ${page.path} within its ceiling`,
      pass: failures.length === 0,
      detail: failures.length ? failures.join('; ') : `JS ${kb(page.jsGzip)} ≤ ${kb(jsBudget)}`,
    })
  }
  for (const result of interactions.filter((r) => r.site === 'app')) {
    checks.push({
      name: `INP ${result.page} ${result.interaction} at ${CPU_THROTTLING}× CPU`,
      pass: result.medianMs <= TARGETS.inpMs,
      detail: `${Math.round(result.medianMs)} ms ${result.medianMs <= TARGETS.inpMs ? '≤' : '>'} ${TARGETS.inpMs} ms`,
    })
  }
  for (const load of loads) {
    const misses = [
      load.latencyP99Ms > TARGETS.load.p99Ms &&
        `p99 ${load.latencyP99Ms} > ${TARGETS.load.p99Ms} ms`,
      load.non2xx + load.errors + load.timeouts > 0 &&
        `${load.non2xx} non-2xx, ${load.errors} errors, ${load.timeouts} timeouts`,
      (load.heapGrowth === null || load.heapGrowth >= TARGETS.load.heapGrowth) &&
        `heap after GC ${load.heapGrowth === null ? 'unread' : `+${(load.heapGrowth * 100).toFixed(1)} %`}`,
    ].filter(Boolean)
    checks.push({
      name: `load ${load.connections} connections ${load.durationS} s, backend ${load.backend}`,
      pass: misses.length === 0,
      detail: misses.length
        ? misses.join(', ')
        : `p99 ${load.latencyP99Ms} ms, no errors, heap after GC ${(load.heapGrowth! * 100).toFixed(1)} %`,
    })
  }
  return checks
}

function lighthouseMedians(runs: LighthouseRun[]) {
  return {
    performance: median(runs.map((r) => r.performance)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    bestPractices: median(runs.map((r) => r.bestPractices)),
  }
}

function pageLabel(page: Page) {
  if (page.site === 'bare') return `reference ${page.path}`
  if (page.site === 'app') return `${page.family} ${page.path}`
  return `  ${page.site} ${page.path}`
}

/** This build's Lighthouse medians beside each baseline's and the reference's (--baseline). */
function printComparison(pages: Page[]) {
  const labels = [...new Set(pages.map((page) => page.site))].filter(
    (site) => site !== 'bare' && site !== 'app',
  )
  if (labels.length === 0 || !pages[0].lighthouse) return
  const cell = (page: Page | undefined) => {
    if (!page?.lighthouse) return '-'
    const m = lighthouseMedians(page.lighthouse)
    return `${m.performance} / ${(m.fcpMs / 1000).toFixed(2)} s / ${Math.round(m.tbtMs)} ms`
  }
  const reference = cell(pages[0])
  console.log(`Lighthouse medians (score / FCP / TBT); reference ${REFERENCE_PAGE}: ${reference}`)
  console.table(
    pages
      .filter((page) => page.site === 'app')
      .map((page) => ({
        page: page.path,
        ...Object.fromEntries(
          labels.map((label) => [
            label,
            cell(pages.find((base) => base.site === label && base.path === page.path)),
          ]),
        ),
        'this build': cell(page),
      })),
  )
}

function printReport(
  pages: Page[],
  loads: LoadResult[],
  interactions: InteractionResult[],
  checks: Check[],
) {
  const reference = pages.find((page) => page.site === 'bare')!
  console.log(
    `\n${options.protocol === 'h2' ? 'HTTPS, HTTP/2' : 'HTTP/1.1'}; Lighthouse throttling: ${options.throttling}`,
  )
  console.table(
    pages.map((page) => {
      const m = page.lighthouse && lighthouseMedians(page.lighthouse)
      return {
        page: pageLabel(page),
        kind: page.kind,
        LH: m ? m.performance : '-',
        'FCP s': m ? (m.fcpMs / 1000).toFixed(2) : '-',
        'LCP s': m ? (m.lcpMs / 1000).toFixed(2) : '-',
        'TBT ms': m ? Math.round(m.tbtMs) : '-',
        CLS: m ? m.cls.toFixed(2) : '-',
        BP: m ? m.bestPractices : '-',
        'JS gz': kb(page.size.jsGzip),
        'Δ ref': page.site === 'bare' ? '' : kb(page.size.jsGzip - reference.size.jsGzip),
        'JS files': page.size.js.length,
        'CSS gz': `${kb(page.size.cssGzip)}/${page.size.css.length}`,
        '× ref': page.ssr ? page.ssr.vsReference.toFixed(2) : '-',
        'CPU ms/req': page.ssr?.cpuMsPerRequest?.toFixed(2) ?? '-',
        'p99 ms': page.ssr?.latencyP99Ms ?? '-',
      }
    }),
  )
  printComparison(pages)
  for (const load of loads) {
    console.log(
      `Load, backend ${load.backend}, ${load.connections} connections × ${load.durationS} s: ` +
        `${load.requestsPerSecond.toFixed(0)} req/s, p99 ${load.latencyP99Ms} ms, ` +
        `${load.non2xx + load.errors + load.timeouts} failed, ${memoryOf(load)}`,
    )
  }
  for (const result of interactions) {
    console.log(
      `INP ${result.site === 'app' ? '' : `${result.site} `}${result.page} ${result.interaction}: median ${Math.round(result.medianMs)} ms ` +
        `(${result.runsMs.map(Math.round).join(', ')})`,
    )
  }
  for (const page of pages.filter((p) => p.site === 'app')) {
    const largest = page.size.js
      .slice(0, 4)
      .map((file) => `${file.path.replace('/assets/', '')} ${kb(file.gzip)}`)
      .join(', ')
    console.log(`${page.path} largest: ${largest}`)
  }
  console.log('')
  for (const check of checks)
    console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`)
}

// ---------------------------------------------------------------------------------------------
// Main

/**
 * The measured pages (of --pages) that the build of `site` has (`sizes`), with the sessions they
 * need: a member's from the mock's control endpoints at `controlOrigin`, an OIDC interaction from
 * the site at `origin`.
 */
async function appPages(
  site: string,
  sizes: Map<string, PageSize>,
  origin: string,
  controlOrigin: string,
): Promise<Page[]> {
  const pages: Page[] = []
  const missing: string[] = []
  const cookies: Partial<Record<'member' | 'oidc', string>> = {}
  for (const { family, pages: paths, session } of FAMILIES) {
    for (const path of paths.filter((p) => options.pages?.includes(p) ?? true)) {
      const size = sizes.get(path)
      if (!size) {
        missing.push(path)
        continue
      }
      if (session === 'member') cookies.member ??= await signIn(controlOrigin)
      if (session === 'oidc') cookies.oidc ??= await startOidcInteraction(origin)
      pages.push({
        site,
        family,
        path,
        kind: size.kind,
        size,
        cookie: session ? cookies[session] : undefined,
      })
    }
  }
  if (missing.length) console.log(`Not in the build of ${site} (skipped): ${missing.join(' ')}`)
  return pages
}

async function main() {
  const startedAt = new Date()
  if (options.build) {
    await run('npm', ['run', 'build'])
    buildBare()
  }
  const baselines: Baseline[] = []
  for (const ref of options.baselines) baselines.push(await prepareBaseline(ref))
  for (const dist of [options.appDist, BARE_DIST]) {
    if (!existsSync(join(dist, 'server', 'server.js'))) {
      throw new Error(`Missing ${relative(ROOT, dist)}: run without --no-build`)
    }
  }
  const loadBefore = loadavg()[0]
  if (loadBefore > cpus().length / 2) {
    console.warn(
      `Warning: load average ${loadBefore.toFixed(2)} on ${cpus().length} CPUs: other processes ` +
        'compete with the servers and the browser; numbers will be noisy.',
    )
  }

  const sizesOf = async (dist: string) =>
    new Map((await pageSizes(dist)).map((size) => [size.path, size]))
  const appSizes = await sizesOf(options.appDist)
  const referenceSize = (await pageSizes(BARE_DIST)).find((size) => size.path === REFERENCE_PAGE)!
  const servers: RunningServer[] = []
  const pages: Page[] = []
  const loads: LoadResult[] = []
  let interactions: InteractionResult[] = []
  try {
    servers.push(await startServer('bare', BARE_DIST, REFERENCE_PAGE, { certificate }))
    // With its inspector, as the one below: the load reads their heaps (heap.ts).
    const app = await startServer('app', options.appDist, '/', { certificate, inspect: true })
    servers.push(app)
    pages.push({
      site: 'bare',
      family: 'reference',
      path: REFERENCE_PAGE,
      kind: 'form',
      size: referenceSize,
    })
    const basePages: Page[] = []
    for (const { label, root, distDir } of baselines) {
      const server = await startServer(label, distDir, '/', { certificate, root })
      servers.push(server)
      basePages.push(
        ...(await appPages(label, await sizesOf(distDir), server.origin, server.origin)),
      )
    }
    // Each page of this build, then the same page of each baseline.
    for (const page of await appPages('app', appSizes, app.origin, app.origin)) {
      pages.push(page, ...basePages.filter((base) => base.path === page.path))
    }

    if (parts.has('lighthouse') || parts.has('sizes')) {
      // Lighthouse's network records also check the size computation against the browser.
      if (!parts.has('lighthouse')) options.runs = 1
      await measureLighthouse(pages, servers)
      if (!parts.has('lighthouse')) for (const page of pages) delete page.lighthouse
    }
    const ofThisBuild = pages.filter((page) => page.site === 'bare' || page.site === 'app')
    if (parts.has('ssr')) await measureSsr(ofThisBuild, servers)
    if (parts.has('inp')) {
      console.log(
        `\nINP at ${CPU_THROTTLING}× CPU, ${options.runs} run(s) per form and interaction…`,
      )
      const sites = servers.filter((server) => server.name !== 'bare')
      interactions = await measureInteractions(HEAVIEST_FORMS, sites, options.runs)
    }
    if (parts.has('load')) {
      // As in production: the backend's CPU is not the site's.
      const mock = await startMockBackend()
      servers.push(mock)
      const site = await startServer('app+mock', options.appDist, '/', {
        certificate,
        backend: mock.origin,
        inspect: true,
      })
      servers.push(site)
      loads.push(
        await measureLoad(
          await appPages('app', appSizes, site.origin, mock.origin),
          site,
          'own process',
        ),
      )
      loads.push(
        await measureLoad(
          pages.filter((p) => p.site === 'app'),
          app,
          'embedded',
        ),
      )
    }
  } finally {
    await Promise.all(servers.map(stopServer))
  }

  const checks = targetChecks(pages, loads, interactions)
  printReport(pages, loads, interactions, checks)
  const pass = checks.every((check) => check.pass)
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      cpus: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
      memoryGB: Math.round(totalmem() / 2 ** 30),
      loadAverage1mBefore: loadBefore,
      loadAverage1mAfter: loadavg()[0],
    },
    options,
    targets: { ...TARGETS, size: BUDGET },
    pages: pages.map(({ cookie: _cookie, ...page }) => page),
    interactions,
    loads,
    checks,
    pass,
  }
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
