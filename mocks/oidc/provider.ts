import { generateKeyPairSync } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { interactionPolicy, type KoaContext } from 'oidc-provider'
import MemoryAdapter from 'oidc-provider/lib/adapters/memory_adapter.js'
import LRU from 'oidc-provider/lib/helpers/lru.js'
import { COOKIE } from '../cookies'
import { mockBackend } from '../state/backend-state'
import { findAccountById } from '../state/sessions'
import type { MemberAccount } from '../state/types'
import { OIDC_CLIENTS, SCOPE_CLAIMS } from './clients'

/**
 * The mock backend's OpenID provider: oidc-provider (a certified implementation) with the site's
 * pages as its interaction UI. Its issuer is `<site>/oidc/op`; the site forwards `/oidc/op/**` to
 * the backend (with X-Forwarded-Host/-Proto), and the mock passes them on to the provider, which
 * listens on a private loopback port of its own (never reachable from outside the process host).
 *
 * One provider per public origin (the issuer is fixed at creation); they share one in-memory store,
 * which `/__mock/reset` empties (clearProviderStore).
 */
export const PROVIDER_PATH = '/oidc/op'
/** Where the provider sends the browser when it needs the user: the site's entry page. */
export const INTERACTION_ENTRY = '/oidc'

interface RunningProvider {
  provider: Provider
  port: number
}

const running = new Map<string, Promise<RunningProvider>>()
/** Interactions, sessions, grants, codes and tokens of every provider (oidc-provider's own). */
const store = new LRU({ maxSize: 1000 })

/** Forgets every interaction, session, grant, code and token (`/__mock/reset`). */
export function clearProviderStore(): void {
  store.clear()
}
let signingKey: Record<string, unknown> | undefined

function jwk(): Record<string, unknown> {
  signingKey ??= {
    ...(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      format: 'jwk',
    }) as Record<string, unknown>),
    kid: 'mock-rs256',
    use: 'sig',
    alg: 'RS256',
  }
  return signingKey
}

/** The member signed in on the site (its own `session_id` cookie), if any. */
function siteAccountId(ctx: KoaContext): string | undefined {
  const sessionId = ctx.cookies.get(COOKIE.session)
  const session = sessionId ? mockBackend.state.sessions.get(sessionId) : undefined
  return session?.accountId ?? undefined
}

function fullName({ profile }: MemberAccount): string | undefined {
  const parts = [profile.familyName, profile.givenName].filter(Boolean)
  return profile.name ?? (parts.length > 0 ? parts.join(' ') : undefined)
}

function policy() {
  const prompts = interactionPolicy.base()
  // The provider's session follows the site's: signed out there, or signed in as someone else,
  // means signing in again (or choosing the account) before the client gets anything.
  prompts
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'site_session_changed',
        'The End-User signed out or changed account on the site',
        (ctx) =>
          ctx.oidc.session.accountId !== undefined &&
          siteAccountId(ctx) !== ctx.oidc.session.accountId
            ? interactionPolicy.Check.REQUEST_PROMPT
            : interactionPolicy.Check.NO_NEED_TO_PROMPT,
      ),
    )
  return prompts
}

function configuration(): Record<string, unknown> {
  return {
    clients: OIDC_CLIENTS.map((client) => ({
      client_id: client.clientId,
      ...(client.clientSecret
        ? { client_secret: client.clientSecret }
        : { token_endpoint_auth_method: 'none' }),
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // What the screens show of the client is the mock's own (clients.ts): relative logo paths.
      client_name: client.display.clientName,
      client_uri: client.homepage,
    })),
    adapter: (model: string) => new MemoryAdapter(model, store),
    jwks: { keys: [jwk()] },
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', ...Object.keys(SCOPE_CLAIMS).filter((scope) => scope !== 'openid')],
    claims: SCOPE_CLAIMS,
    // The claims of the consented scopes are in the ID token too (and at userinfo).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, revocation: { enabled: true } },
    // The interaction cookie on every path, so the site's /zapi calls and loaders see it too.
    cookies: { short: { path: '/', httpOnly: true, sameSite: 'lax' } },
    interactions: { url: () => INTERACTION_ENTRY, policy: policy() },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = findAccountById(sub)
      if (!account) return undefined
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: fullName(account),
          family_name: account.profile.familyName ?? undefined,
          given_name: account.profile.givenName ?? undefined,
          nickname: account.profile.nickname ?? undefined,
          picture: account.profileImageUrl ?? undefined,
          email: account.email,
          email_verified: account.isEmailVerified,
        }),
      }
    },
    // A consent is remembered per member and client (My Page's connected apps), not per browser.
    loadExistingGrant: async (ctx: KoaContext & { oidc: { provider: Provider } }) => {
      const accountId = ctx.oidc.session.accountId
      const clientId = ctx.oidc.client?.clientId
      const account = accountId ? findAccountById(accountId) : undefined
      const grantId = account?.grants.find((grant) => grant.clientId === clientId)?.grantId
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined
    },
    // Errors that cannot go back to the client: the site's error page, by status and type only.
    renderError: (ctx: KoaContext, out: { error?: string }, error: { statusCode?: number }) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
      const type = /^[a-z0-9_]+$/.test(out.error ?? '') ? out.error : 'server_error'
      ctx.redirect(`/oidc/error?status=${status}&type=${type}`)
      ctx.status = 303
    },
  }
}

async function start(issuer: string): Promise<RunningProvider> {
  const provider = new Provider(issuer, configuration())
  provider.proxy = true
  const handle = provider.callback()
  const server: Server = createServer((req, res) => {
    // Mounted at /oidc/op, as an Express app would mount it.
    const url = req.url ?? '/'
    Object.assign(req, { originalUrl: url, url: url.slice(PROVIDER_PATH.length) || '/' })
    handle(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  server.unref()
  return { provider, port: (server.address() as AddressInfo).port }
}

function runningFor(origin: string): Promise<RunningProvider> {
  let provider = running.get(origin)
  if (!provider) {
    provider = start(`${origin}${PROVIDER_PATH}`)
    running.set(origin, provider)
  }
  return provider
}

/** A provider for the interaction and grant models (any one: they share their store). */
export async function anyProvider(): Promise<Provider> {
  const [first] = running.values()
  return (await (first ?? runningFor('http://mock.backend'))).provider
}

/** The site's public origin, as the site forwards it. */
function publicOrigin(request: Request): string {
  const url = new URL(request.url)
  const host = request.headers.get('x-forwarded-host') ?? url.host
  const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '')
  return `${proto}://${host}`
}

const DISCOVERY_PATH = `${PROVIDER_PATH}/.well-known/openid-configuration`
/**
 * Relying parties and caches may keep the discovery document an hour: it names the issuer of the
 * site's public origin, which is the origin the document was asked for (or the configured one).
 */
const DISCOVERY_CACHE_CONTROL = 'public, max-age=3600'

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])
const DROPPED_HEADERS = ['host', 'connection', 'content-length', 'transfer-encoding']

export const isProviderRequest = (request: Request): boolean =>
  new URL(request.url).pathname.startsWith(`${PROVIDER_PATH}/`)

/** Passes a request for `/oidc/op/**` to the provider and returns its answer as it is. */
export async function handleProviderRequest(request: Request): Promise<Response> {
  const origin = publicOrigin(request)
  const { port } = await runningFor(origin)
  const url = new URL(request.url)
  const headers = new Headers(request.headers)
  for (const name of DROPPED_HEADERS) headers.delete(name)
  headers.set('x-forwarded-host', new URL(origin).host)
  headers.set('x-forwarded-proto', new URL(origin).protocol.replace(':', ''))
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const answer = await fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    redirect: 'manual',
  })
  const relayed = new Headers()
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !DROPPED_HEADERS.includes(name) && name !== 'content-encoding')
      relayed.set(name, value)
  })
  for (const cookie of answer.headers.getSetCookie()) relayed.append('set-cookie', cookie)
  if (url.pathname === DISCOVERY_PATH && answer.ok && !relayed.has('cache-control'))
    relayed.set('cache-control', DISCOVERY_CACHE_CONTROL)
  const body = NULL_BODY_STATUSES.has(answer.status) ? null : await answer.arrayBuffer()
  return new Response(body, { status: answer.status, headers: relayed })
}
