import { FIXTURE_EMAILS, FIXTURE_PASSWORDS } from '../../../mocks/fixtures/accounts'
import { throwawayCertificate } from '../../../scripts/lib/tls-certificate'
import { startSiteServer, type SiteServer } from '../support/site-server'
import { expect, test } from '../support/test'
import { send, type Answer } from './requests'

/**
 * The forwarded-headers matrix: what a caller's `X-Forwarded-Host`, `-Proto` and `-For` change,
 * on a site that trusts no proxy (the default) and on one that trusts its loopback proxy
 * (`TRUST_PROXY=loopback`: this test is that proxy). Only the trusted proxy is believed.
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100) + 80
const DISCOVERY = '/oidc/op/.well-known/openid-configuration'
const FORGED_HOST = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }
const SIGN_IN = JSON.stringify({
  loginMethodType: 'Email',
  value: FIXTURE_EMAILS.standard,
  password: FIXTURE_PASSWORDS.standard,
  token: 'anti-bot-token',
})

/** How the mock names a visitor on this machine (mocks/auth/device.ts): not the forged address. */
const LOOPBACK_VISITOR = '203.0.113.24'

type Trust = 'no proxy trusted' | 'loopback proxy trusted'

const get = (site: string, path: string, headers: Record<string, string> = {}) =>
  send(site, 'HTTP/1.1', { method: 'GET', path, headers })

const signIn = (site: string, headers: Record<string, string> = {}) =>
  send(site, 'HTTP/1.1', {
    method: 'POST',
    path: '/login',
    headers: { 'content-type': 'application/json', ...headers },
    body: SIGN_IN,
  })

const setCookies = (answer: Answer) => [answer.headers['set-cookie'] ?? []].flat()
const cookieHeader = (answer: Answer) =>
  setCookies(answer)
    .map((line) => line.split(';')[0])
    .join('; ')

async function loginHistory(site: string, session: Answer, headers: Record<string, string> = {}) {
  const answer = await get(site, '/zapi/internal/mypage/login-history/screen-data', {
    cookie: cookieHeader(session),
    ...headers,
  })
  return JSON.parse(answer.body) as { currentIp: string; loginHistory: { ip: string }[] }
}

interface Case {
  name: string
  observe: (site: string) => Promise<unknown>
  expected: Record<Trust, (site: string) => unknown>
}

const CASES: Case[] = [
  {
    name: 'the OIDC discovery document names its issuer and token endpoint, and may be cached',
    observe: async (site) => {
      const answer = await get(site, DISCOVERY, FORGED_HOST)
      const { issuer, token_endpoint } = JSON.parse(answer.body) as Record<string, string>
      return { issuer, token_endpoint, cacheControl: answer.headers['cache-control'] }
    },
    expected: {
      'no proxy trusted': (site) => ({
        issuer: `${site}/oidc/op`,
        token_endpoint: `${site}/oidc/op/token`,
        cacheControl: 'public, max-age=3600',
      }),
      'loopback proxy trusted': () => ({
        issuer: 'https://evil.example/oidc/op',
        token_endpoint: 'https://evil.example/oidc/op/token',
        cacheControl: 'public, max-age=3600',
      }),
    },
  },
  {
    name: 'a post from the forwarded host passes the cross-site check',
    observe: async (site) => {
      const answer = await send(site, 'HTTP/1.1', {
        method: 'POST',
        path: '/zapi/account/consent',
        headers: {
          origin: 'https://evil.example',
          'content-type': 'application/json',
          ...FORGED_HOST,
        },
        body: '{}',
      })
      return (
        answer.status === 403 && (JSON.parse(answer.body) as { message: string }).message === ''
      )
    },
    expected: { 'no proxy trusted': () => true, 'loopback proxy trusted': () => false },
  },
  {
    name: 'the session cookies are Secure when the forwarded scheme is https',
    observe: async (site) => {
      const cookies = setCookies(await signIn(site, { 'x-forwarded-proto': 'https' }))
      expect(cookies.length).toBeGreaterThan(0)
      return cookies.every((line) => /;\s*Secure/i.test(line))
    },
    expected: { 'no proxy trusted': () => false, 'loopback proxy trusted': () => true },
  },
  {
    name: "the sign-in's address in the login history",
    observe: async (site) => {
      const session = await signIn(site, { 'x-forwarded-for': '198.51.100.7' })
      return (await loginHistory(site, session)).loginHistory[0]?.ip
    },
    expected: {
      'no proxy trusted': () => LOOPBACK_VISITOR,
      'loopback proxy trusted': () => '198.51.100.7',
    },
  },
  {
    name: 'the current address, from a chain of which only the last hop is the trusted proxy',
    observe: async (site) => {
      const session = await signIn(site)
      const chain = { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' }
      return (await loginHistory(site, session, chain)).currentIp
    },
    expected: {
      'no proxy trusted': () => LOOPBACK_VISITOR,
      'loopback proxy trusted': () => '198.51.100.7',
    },
  },
]

const servers: Partial<Record<Trust | 'own TLS', SiteServer>> = {}

test.beforeAll(async () => {
  const port = FIRST_PORT + test.info().parallelIndex * 3
  const [untrusting, trusting, tls] = await Promise.all([
    startSiteServer(port),
    startSiteServer(port + 1, { env: { TRUST_PROXY: 'loopback' } }),
    startSiteServer(port + 2, { certificate: throwawayCertificate() }),
  ])
  Object.assign(servers, {
    'no proxy trusted': untrusting,
    'loopback proxy trusted': trusting,
    'own TLS': tls,
  })
})

test.afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.stop()))
})

for (const trust of ['no proxy trusted', 'loopback proxy trusted'] as const) {
  for (const { name, observe, expected } of CASES) {
    test(`${trust}: ${name}`, async () => {
      const site = servers[trust]!.url
      expect(await observe(site)).toEqual(expected[trust](site))
    })
  }
}

test('the session cookies are Secure over the server’s own TLS, and not over plain HTTP', async () => {
  const overTls = setCookies(await signIn(servers['own TLS']!.url))
  const plain = setCookies(await signIn(servers['no proxy trusted']!.url))
  expect(overTls.length).toBeGreaterThan(0)
  expect(overTls.filter((line) => !/;\s*Secure/i.test(line))).toEqual([])
  expect(plain.filter((line) => /;\s*Secure/i.test(line))).toEqual([])
})
