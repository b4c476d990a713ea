/**
 * Lighthouse mobile runs (the default config: Moto G Power, simulated slow 4G, 4× CPU) against a
 * local server, in Debian's Chromium as the e2e tests launch it. One Chromium for all runs; every
 * run starts from a clean profile state (Lighthouse clears storage and cache itself).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tests/e2e/support/chromium.ts'

export interface LighthouseRun {
  performance: number
  bestPractices: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /**
   * Scripts / stylesheets the page requested until network idle: bytes on the wire, and when
   * (ms after the navigation started).
   */
  scripts: { url: string; transferBytes: number; requestedMs: number }[]
  stylesheets: { url: string; transferBytes: number; requestedMs: number }[]
  /** When the load event fired (ms after the navigation started, unthrottled). */
  loadEventMs: number
  /** Best-practices audits that failed, e.g. errors-in-console. */
  failedBestPractices: string[]
  /** Requests that never got an answer (e.g. a host that does not resolve). */
  failedRequests: string[]
}

interface NetworkRequest {
  url: string
  resourceType?: string
  transferSize?: number
  networkRequestTime?: number
  statusCode?: number
  finished?: boolean
}

/** The load event's time in Lighthouse's observed (unthrottled) metrics. */
function observedLoad(lhr: { audits: Record<string, { details?: unknown }> }): number {
  const items = (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] })?.items
  const value = items?.[0]?.observedLoad
  if (typeof value !== 'number') throw new Error('Lighthouse: no observed load event')
  return value
}

/**
 * With PERF_LIGHTHOUSE_REPORTS=DIR, each run's full report is kept there (host-port-path-n.json):
 * its long-tasks and main-thread audits say which task blocks, which the medians do not.
 */
const reportsDir = process.env.PERF_LIGHTHOUSE_REPORTS
const reportsSaved = new Map<string, number>()
function saveReport(url: string, lhr: object) {
  if (!reportsDir) return
  const { host, pathname } = new URL(url)
  const name = `${host}${pathname}`.replace(/[^\w.-]+/g, '-')
  const n = (reportsSaved.get(name) ?? 0) + 1
  reportsSaved.set(name, n)
  mkdirSync(reportsDir, { recursive: true })
  writeFileSync(join(reportsDir, `${name}-${n}.json`), JSON.stringify(lhr))
}

export interface LighthouseBrowser {
  /** `extraHeaders` go with every request of the page (e.g. Accept-Language, Cookie). */
  run(url: string, options?: { extraHeaders?: Record<string, string> }): Promise<LighthouseRun>
  close(): Promise<void>
}

/**
 * `trustedSpkiHash`: the public key hash of the servers' self-signed certificate, if any.
 * `throttling`: Lighthouse's default, 'simulate' (one unthrottled load, the slow phone and network
 * modelled from its trace), or 'devtools' (the load itself at 4× CPU and a throttled network: what
 * such a phone records, with more run-to-run noise). Both are Lighthouse's own methods.
 */
export async function openLighthouseBrowser(
  trustedSpkiHash?: string,
  throttling: 'simulate' | 'devtools' = 'simulate',
): Promise<LighthouseBrowser> {
  const chrome: LaunchedChrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      ...CHROMIUM_ARGS,
      '--headless=new',
      ...(trustedSpkiHash ? [`--ignore-certificate-errors-spki-list=${trustedSpkiHash}`] : []),
    ],
    logLevel: 'silent',
  })
  async function lighthouseOnce(url: string, extraHeaders?: Record<string, string>) {
    const result = await lighthouse(url, {
      port: chrome.port,
      extraHeaders,
      // Lighthouse's default storage reset, and the origin's cookies: a page of an earlier run
      // may have set one (the sign-in page's passkey challenge), and the browser's cookie would
      // replace the member's session of `extraHeaders` (/mypage was measured as /login).
      clearStorageTypes: [
        'file_systems',
        'shader_cache',
        'service_workers',
        'cache_storage',
        'cookies',
      ],
      throttlingMethod: throttling,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'best-practices'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  }

  /**
   * One run's report. On a loaded machine Chromium sometimes records no usable trace
   * (NO_NAVSTART, NO_FCP): such a run is made again, up to twice, instead of ending the measurement.
   */
  async function lighthouseResult(url: string, extraHeaders?: Record<string, string>) {
    for (let attempt = 1; ; attempt++) {
      const lhr = await lighthouseOnce(url, extraHeaders)
      if (!lhr.runtimeError) return lhr
      const failure = `Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`
      if (attempt === 3) throw new Error(failure)
      console.warn(`  ${failure}; again`)
    }
  }

  return {
    async run(url, { extraHeaders } = {}) {
      const lhr = await lighthouseResult(url, extraHeaders)
      saveReport(url, lhr)
      const numeric = (id: string) => {
        const value = lhr.audits[id]?.numericValue
        if (typeof value !== 'number') throw new Error(`Lighthouse ${url}: no value for ${id}`)
        return value
      }
      const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })
        ?.items ?? []) as NetworkRequest[]
      const ofType = (type: string) =>
        requests
          .filter((request) => request.resourceType === type)
          .map((request) => ({
            url: request.url,
            transferBytes: request.transferSize ?? 0,
            requestedMs: request.networkRequestTime ?? 0,
          }))
      const bestPractices = lhr.categories['best-practices']
      return {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        bestPractices: Math.round((bestPractices?.score ?? 0) * 100),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        scripts: ofType('Script'),
        stylesheets: ofType('Stylesheet'),
        loadEventMs: observedLoad(lhr),
        failedBestPractices: (bestPractices?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
        failedRequests: requests
          .filter((request) => (request.statusCode ?? 0) <= 0 || (request.statusCode ?? 0) >= 400)
          .map((request) => request.url),
      }
    },
    async close() {
      chrome.kill()
    },
  }
}
