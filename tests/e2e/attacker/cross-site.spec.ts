import { throwawayCertificate } from '../../../scripts/lib/tls-certificate'
import { startSiteServer, type SiteServer } from '../support/site-server'
import { expect, test } from '../support/test'
import { bodyFor, send, stateChangingEntries, type Answer, type Protocol } from './requests'

/**
 * The cross-site matrix: every state-changing entry of the contract the site takes (its /zapi
 * calls and its own form posts), sent as another site would make a browser send it and as the
 * site itself does, over HTTP/1.1 and over the server's own HTTPS (HTTP/2, where no Host header
 * exists). Refused means the site's own 403, before anything reaches the backend.
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100) + 70
const EVIL = 'https://evil.example'

/** A payment provider posts the browser back from its own site, by design (proxy.server.ts). */
const CROSS_SITE_BY_DESIGN = ['/zapi/payment-return/']

type Variant = { name: string; headers: (site: string) => Record<string, string> }

const CROSS_SITE: Variant[] = [
  { name: 'Origin of another site', headers: () => ({ origin: EVIL }) },
  { name: 'Origin null (sandboxed page)', headers: () => ({ origin: 'null' }) },
  { name: 'Sec-Fetch-Site cross-site', headers: () => ({ 'sec-fetch-site': 'cross-site' }) },
  { name: 'Sec-Fetch-Site same-site', headers: () => ({ 'sec-fetch-site': 'same-site' }) },
  {
    name: 'Sec-Fetch-Site cross-site with the Origin of another site',
    headers: () => ({ 'sec-fetch-site': 'cross-site', origin: EVIL }),
  },
  {
    name: 'the same scheme on another port',
    headers: (site) => ({ origin: `${new URL(site).protocol}//127.0.0.1:1` }),
  },
  {
    name: 'Origin of another site with a forged X-Forwarded-Host',
    headers: () => ({ origin: EVIL, 'x-forwarded-host': 'evil.example' }),
  },
  {
    name: 'Origin of another site with forged X-Forwarded-Host, -Proto and -For',
    headers: () => ({
      origin: EVIL,
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '198.51.100.7',
    }),
  },
  {
    name: 'Sec-Fetch-Site same-origin contradicted by the Origin of another site',
    headers: () => ({ 'sec-fetch-site': 'same-origin', origin: EVIL }),
  },
]

const SAME_ORIGIN: Variant[] = [
  { name: 'Origin of the site, no Fetch Metadata', headers: (site) => ({ origin: site }) },
  {
    name: 'Origin of the site and Sec-Fetch-Site same-origin',
    headers: (site) => ({ origin: site, 'sec-fetch-site': 'same-origin' }),
  },
  {
    name: 'Sec-Fetch-Site same-origin alone',
    headers: () => ({ 'sec-fetch-site': 'same-origin' }),
  },
  {
    name: 'Sec-Fetch-Site none (typed by the user)',
    headers: () => ({ 'sec-fetch-site': 'none' }),
  },
  { name: 'no Origin, no Fetch Metadata (not a browser page)', headers: () => ({}) },
]

/** The site's own refusal (proxy.server.ts): a backend's 403 carries a message or another code. */
function refusedBySite(answer: Answer): boolean {
  if (answer.status !== 403) return false
  const body = JSON.parse(answer.body) as { code?: string; message?: string }
  return body.code === 'FORBIDDEN' && body.message === ''
}

const entries = stateChangingEntries()
const guarded = entries.filter(
  ({ path }) => !CROSS_SITE_BY_DESIGN.some((prefix) => path.startsWith(prefix)),
)

const servers: Partial<Record<Protocol, SiteServer>> = {}

test.beforeAll(async () => {
  const port = FIRST_PORT + test.info().parallelIndex * 2
  const [plain, tls] = await Promise.all([
    startSiteServer(port),
    startSiteServer(port + 1, { certificate: throwawayCertificate() }),
  ])
  servers['HTTP/1.1'] = plain
  servers['HTTP/2'] = tls
})

test.afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.stop()))
})

test('the matrix covers the forms and the calls of the contract', () => {
  const paths = guarded.map(({ path }) => path)
  expect(paths).toEqual(expect.arrayContaining(['/login', '/logout', '/oidc/consent/form']))
  expect(paths.filter((path) => path.startsWith('/zapi/')).length).toBeGreaterThan(40)
})

for (const protocol of ['HTTP/1.1', 'HTTP/2'] as const) {
  test(`${protocol}: every state-changing entry refuses another site and takes the site itself`, async () => {
    test.setTimeout(300_000)
    const site = servers[protocol]!.url
    const wrong: string[] = []
    let refusals = 0
    let acceptances = 0
    for (const entry of guarded) {
      const { headers, body } = bodyFor(entry)
      for (const [variants, crossSite] of [
        [CROSS_SITE, true],
        [SAME_ORIGIN, false],
      ] as const) {
        for (const variant of variants) {
          const answer = await send(site, protocol, {
            method: entry.method,
            path: entry.path,
            headers: { ...headers, ...variant.headers(site) },
            body,
          })
          if (refusedBySite(answer) === crossSite) {
            if (crossSite) refusals++
            else acceptances++
          } else {
            wrong.push(
              `${entry.method} ${entry.path}, ${variant.name}: ${answer.status} ${answer.body.slice(0, 80)}`,
            )
          }
        }
      }
    }
    console.log(
      `${protocol}: cross-site refused ${refusals}/${guarded.length * CROSS_SITE.length}, ` +
        `same-origin taken ${acceptances}/${guarded.length * SAME_ORIGIN.length}`,
    )
    expect(wrong).toEqual([])
  })
}

test('a payment provider may post the browser back from its own site', async () => {
  const site = servers['HTTP/1.1']!.url
  for (const entry of entries.filter(({ path }) =>
    CROSS_SITE_BY_DESIGN.some((prefix) => path.startsWith(prefix)),
  )) {
    const { headers, body } = bodyFor(entry)
    const answer = await send(site, 'HTTP/1.1', {
      method: entry.method,
      path: entry.path,
      headers: { ...headers, origin: EVIL, 'sec-fetch-site': 'cross-site' },
      body,
    })
    expect(refusedBySite(answer), `${entry.path}: ${answer.status}`).toBe(false)
  }
})
