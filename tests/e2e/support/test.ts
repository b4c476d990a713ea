import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page, type Response, type Route } from '@playwright/test'
import type { Fault as MockFault } from '../../../mocks/faults'
import { contractCheckEnvironment, saveWorkerReport } from './contract-report'
import { goesPastPrism, mayGoPastPrism, workerBackend } from './proxied-backends'
import { onLocalhost, startSiteServer } from './site-server'

export { expect }

type Fault = Partial<MockFault> & Pick<MockFault, 'path'>
type OutboxMessage = {
  to: string
  channel: 'email' | 'sms'
  purpose: string
  subject: string
  body: string
  code?: string
  link?: string
  sentAt: string
}

export interface MockBackend {
  /** Resets the mock backend's state to a named scenario (see mocks/README.md). */
  reset(scenario?: string): Promise<void>
  /** Makes the next calls of an operation fail. */
  fault(fault: Fault): Promise<void>
  /** What the backend "sent": e-mails and SMS with their codes and links. */
  outbox(): Promise<OutboxMessage[]>
}

type Fixtures = {
  mock: MockBackend
  a11y: void
  hydration: void
  /** Whether `page.goto` and `page.reload` wait for the app to hydrate (default true). */
  awaitHydration: boolean
}
type WorkerFixtures = { siteURL: string }

/**
 * The URL of a `/__mock/` control endpoint: the site's own, or the backend's when it runs in a
 * process of its own behind Prism (playwright.contract-proxy.config.ts), whose `/__mock/` is not
 * part of the contract. Cookies ignore ports: a session it sets is the site's too.
 */
export const mockControl = (path: string) => `${workerBackend()?.mock ?? ''}${path}`

/**
 * Answers a request of the browser that cannot go through Prism (proxied-backends.ts, PastPrism)
 * from the separate mock backend, as the site's answer, so that a redirect or a form in it leads
 * back to the site.
 */
const toMockBackend = async (route: Route) => {
  const url = new URL(route.request().url())
  if (!goesPastPrism(route.request().method(), url)) return route.fallback()
  const response = await route.fetch({
    url: mockControl(url.pathname + url.search),
    maxRedirects: 0,
    // What the site tells its backend about the visitor's view of it (backend.server.ts).
    headers: {
      ...route.request().headers(),
      'x-forwarded-host': url.host,
      'x-forwarded-proto': 'http',
    },
  })
  await route.fulfill({ response })
}

/** Worker n serves the site on E2E_PORT + n; E2E_BASE_URL names an already running site instead. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100)

const HYDRATION_MISMATCH =
  /Minified React error #4(18|19|22|23|25)|Hydration failed|hydrat.*mismatch/i

/**
 * Waits until an app page has hydrated (`<html data-hydrated>`, src/app/hydration-mark.ts): a
 * click or tick before that is lost or posts the plain form, which on a loaded machine raced the
 * test's next step. Pages that are not the app's (provider pages, files) are not waited for.
 */
async function untilHydrated(page: Page, response: Response | null): Promise<Response | null> {
  if ((response?.headers()['content-type'] ?? '').includes('text/html')) await hydrated(page)
  return response
}

/**
 * Resolves once the app page on screen has hydrated, its forms and account menu too (at once on a
 * page that is not the app's). A form's code is a chunk of its own, hydrated after the page
 * (decision 0025), and `<html data-hydrated>` can come before a route's part of the page has
 * hydrated: until then FormShell and ProfileMenu mark theirs `data-awaiting-code`. For pages reached by a redirect or a link rather
 * than `page.goto`: React swallows a click that lands while it is still hydrating (a link that
 * should have left the page did nothing).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('meta[property="csp-nonce"]') === null ||
      (document.documentElement.hasAttribute('data-hydrated') &&
        document.querySelector('[data-awaiting-code]') === null),
    undefined,
    { timeout: 30_000 },
  )
}

/** The axe run under way on each page: axe runs one analysis at a time in a page. */
const axeRuns = new WeakMap<Page, Promise<unknown>>()

/**
 * An axe analysis of `page` (legacy mode: see below), made once any other analysis of the page
 * has ended: the analysis of every loaded page (`a11y`) and a test's own would otherwise collide,
 * both starting when the network goes idle ('Axe is already running').
 */
export function analyzeWithAxe(
  page: Page,
  configure: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
) {
  // Legacy mode runs axe inside the page. The default mode finishes each run in a new blank
  // page of the context, which races with context-wide operations of the test (a
  // clock.fastForward failed with "Target page … has been closed"); the site has no frames
  // that would need the frame-by-frame mode.
  const run = (axeRuns.get(page) ?? Promise.resolve())
    .catch(() => {})
    .then(() => configure(new AxeBuilder({ page }).setLegacyMode(true)).analyze())
  axeRuns.set(page, run)
  return run
}

/**
 * Serious or critical axe violations of the page as it is once no transition runs (a dialog
 * fading in has text of too little contrast); endless animations (spinners) do not count.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => {})
  const results = await analyzeWithAxe(page)
  // One line per element, so that a second look can drop just the elements that have settled.
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) ${violation.help} — ${node.target.join(' ')}`,
      ),
    )
}

/** Serious or critical axe violations of every page a test loads, reported at its end. */
/** The accessibility scans started on each page (`a11y`), for pageScansDone. */
const pageScans = new WeakMap<Page, Promise<void>[]>()

/** Resolves once the accessibility scans of the pages loaded so far have ended. */
export async function pageScansDone(page: Page): Promise<void> {
  await Promise.all(pageScans.get(page) ?? [])
}

async function collectViolations(page: Page, found: string[], pending: Promise<void>[]) {
  pageScans.set(page, pending)
  page.on('load', () => {
    pending.push(
      (async () => {
        const url = page.url()
        // Analysed once the page has settled (hydrated, its lazy parts loaded): axe runs on the
        // page's main thread, and started at `load` it held hydration back for seconds on a
        // loaded machine (a notice that opens after hydration missed its 10 s expectation).
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {})
        if (page.url() !== url) return
        let violations = await seriousViolations(page)
        if (violations.length > 0) {
          // Something that appeared while axe ran (a toast fading in after the test's click) is
          // judged again once it has settled: only what fails both times is reported.
          const again = new Set(await seriousViolations(page))
          violations = violations.filter((violation) => again.has(violation))
        }
        for (const violation of violations) found.push(`${url}: ${violation}`)
      })().catch(() => {
        // The page moved on before the analysis ended; its successor is analysed on its own load.
      }),
    )
  })
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  awaitHydration: [true, { option: true }],
  page: async ({ page, awaitHydration, javaScriptEnabled }, use) => {
    if (workerBackend()) await page.route(mayGoPastPrism, toMockBackend)
    if (awaitHydration && javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (...args) => untilHydrated(page, await goto(...args))
      page.reload = async (...args) => untilHydrated(page, await reload(...args))
    }
    await use(page)
  },
  siteURL: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      if (process.env.E2E_BASE_URL) return use(process.env.E2E_BASE_URL)
      // The backend in another process, behind Prism (playwright.contract-proxy.config.ts).
      const backend = workerBackend()
      if (backend) {
        const server = await startSiteServer(FIRST_PORT + workerInfo.parallelIndex, {
          // The provider's own endpoints, not in the contract, from the backend itself.
          env: { API_BASE_URL: backend.proxy, OIDC_PROVIDER_BASE_URL: backend.mock },
          readyPath: '/healthz',
        })
        // On localhost, as the backend's address (contract-proxy.ts): its session cookies are the
        // site's, and the passkey flows have a host name for their relying party.
        await use(onLocalhost(server.url))
        return server.stop()
      }
      const server = await startSiteServer(FIRST_PORT + workerInfo.parallelIndex, {
        env: contractCheckEnvironment(),
      })
      await use(server.url)
      await saveWorkerReport(server.url, workerInfo.workerIndex)
      await server.stop()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ siteURL }, use) => use(siteURL),
  // Automatic: every test starts from the default mock state, whether it asks for `mock` or not.
  mock: [
    async ({ request }, use) => {
      const call = async (path: string, body?: unknown) => {
        const response = await request.post(mockControl(path), { data: body ?? {} })
        expect(response.ok(), `${path} answered ${response.status()}`).toBe(true)
        return response
      }
      const mock: MockBackend = {
        reset: async (scenario = 'default') => void (await call('/__mock/reset', { scenario })),
        fault: async (fault) =>
          void (await call('/__mock/faults', { method: '*', times: 1, ...fault })),
        outbox: async () =>
          (await (await request.get(mockControl('/__mock/outbox'))).json()).messages,
      }
      await mock.reset()
      await use(mock)
    },
    { auto: true },
  ],
  a11y: [
    async ({ page }, use) => {
      const found: string[] = []
      const pending: Promise<void>[] = []
      await collectViolations(page, found, pending)
      await use()
      await Promise.all(pending)
      expect(found, 'axe found serious or critical violations').toEqual([])
    },
    { auto: true },
  ],
  // A page whose server HTML the browser's first render does not match is re-rendered from
  // scratch (React's recoverable errors #418–#425): a flash and lost input before hydration.
  hydration: [
    async ({ page }, use) => {
      const mismatches: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_MISMATCH.test(message.text()))
          mismatches.push(`${page.url()}: ${message.text().slice(0, 300)}`)
      })
      page.on('pageerror', (error) => {
        if (HYDRATION_MISMATCH.test(error.message))
          mismatches.push(`${page.url()}: ${error.message.slice(0, 300)}`)
      })
      await use()
      expect(mismatches, 'server HTML and first render differ').toEqual([])
    },
    { auto: true },
  ],
})
