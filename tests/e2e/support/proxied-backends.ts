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
 * profile switch) and the OpenID provider's endpoints (`/oidc/op/`), which are not in the
 * contract, and the contract's operations that answer only with a redirect, which Prism's proxy
 * follows instead of passing on (stoplightio/prism#1977).
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

/**
 * A fetch of `url` on the site from the mock directly, with the headers the site would add
 * (backend.server.ts: how the visitor reached the site), for what cannot go through Prism.
 */
export function fetchPastPrism(
  url: string,
  init: Omit<RequestInit, 'headers' | 'body'> & {
    headers?: Record<string, string>
    // openid-client's bodies (its customFetch) are Uint8Arrays too, which fetch takes.
    body?: BodyInit | Uint8Array | null
  } = {},
): Promise<Response> {
  const backend = workerBackend()
  const site = new URL(url)
  const request = { ...init, body: init.body as BodyInit | null | undefined }
  if (!backend) return fetch(url, request)
  return fetch(new URL(site.pathname + site.search, backend.mock), {
    ...request,
    headers: {
      ...init.headers,
      'x-forwarded-host': site.host,
      'x-forwarded-proto': site.protocol.slice(0, -1),
    },
  })
}
