/**
 * The backends of `npm run test:e2e:proxy` (contract-proxy.ts): worker n's mock backend, in a
 * process of its own, and Prism's validating proxy in front of it. The global setup names them in
 * the environment the workers inherit.
 */
export interface ProxiedBackend {
  /** The mock itself, for what Prism cannot pass on (see PastPrism). */
  mock: string
  /** Prism, which the worker's site calls as its API_BASE_URL. */
  proxy: string
}

/**
 * What the browser asks the site for that goes to the mock directly, not through the site and
 * Prism: the mock's own pages (`/__mock/`: the simulated payment providers, the card scripts, the
 * profile switch), which are not in the contract, and the contract's operations that answer only
 * with a redirect, which Prism's proxy follows instead of passing on (stoplightio/prism#1977).
 * (The OpenID provider's endpoints go through the site, which sends them to the mock itself:
 * OIDC_PROVIDER_BASE_URL.)
 * Each a method ('*': any) and a regular expression source its path matches.
 */
export type PastPrism = { method: string; path: string }[]

interface Announcement {
  backends: ProxiedBackend[]
  pastPrism: PastPrism
}

const VARIABLE = 'E2E_PROXIED_BACKENDS'

export function announceBackends(announcement: Announcement): void {
  process.env[VARIABLE] = JSON.stringify(announcement)
}

function announced(): Announcement | undefined {
  const text = process.env[VARIABLE]
  return text ? (JSON.parse(text) as Announcement) : undefined
}

/** The backend of the Playwright worker this runs in, when the run has separate backends. */
export function workerBackend(): ProxiedBackend | undefined {
  return announced()?.backends[Number(process.env.TEST_PARALLEL_INDEX ?? 0)]
}

/** Whether a request to this URL may go to the mock directly, if its method is right too. */
export function mayGoPastPrism(url: URL): boolean {
  return pastPrism(url).length > 0
}

/** Whether the browser's request goes to the mock directly (PastPrism). */
export function goesPastPrism(method: string, url: URL): boolean {
  return pastPrism(url).some((entry) => entry.method === '*' || entry.method === method)
}

const pastPrism = (url: URL) =>
  (announced()?.pastPrism ?? []).filter((entry) => new RegExp(entry.path).test(url.pathname))
