/**
 * Typed runtime configuration of the server, read once from `process.env` and validated with Zod.
 *
 * Server-only: imported by the production server (`server/start.ts`, run directly by Node) and,
 * inside the app, only through `src/lib/config/app-config.server.ts`. Never import it from
 * isomorphic code — it would pull environment reading into the client bundle.
 */
import * as z from 'zod'

const LOCALES = ['ja', 'en'] as const

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })

const origin = httpUrl.transform((value, ctx) => {
  const url = new URL(value)
  if (url.pathname !== '/' || url.search || url.hash) {
    ctx.addIssue({
      code: 'custom',
      message: `"${value}" must be an origin (scheme://host[:port]) without path, query or hash`,
    })
    return z.NEVER
  }
  return url.origin
})

/**
 * The proxies whose `X-Forwarded-Host`, `-Proto` and `-For` are believed (srvx's `trustProxy`):
 * none by default; `loopback`, or a comma list of the proxies' IP addresses.
 */
const trustedProxies = z.preprocess(
  (value) => {
    if (typeof value !== 'string' || value.trim() === '' || value.trim() === 'false') return false
    if (value.trim() === 'loopback') return 'loopback'
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
  },
  z.union([
    z.literal(false),
    z.literal('loopback'),
    z.array(z.union([z.ipv4(), z.ipv6()]), {
      error: 'must be "loopback" or a comma list of IP addresses',
    }),
  ]),
)

const envSchema = z.object({
  API_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  /**
   * The backend that answers the OpenID provider's own endpoints (`/oidc/op/**`: discovery, the
   * resume of an interaction, token, userinfo, keys), which the contract does not describe.
   * Unset: API_BASE_URL. Set it when API_BASE_URL is a proxy that passes on only the contract's
   * operations (Prism's validating proxy, `npm run api:proxy`).
   */
  OIDC_PROVIDER_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  DEFAULT_LOCALE: z.preprocess(emptyToUndefined, z.enum(LOCALES).default('ja')),
  BACKEND_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().positive().max(600_000).default(10_000),
  ),
  ALLOWED_REDIRECT_ORIGINS: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : [],
    z.array(origin),
  ),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().positive().max(600_000).default(10_000),
  ),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('127.0.0.1')),
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  /**
   * The site's public origin (https://account.example): what a state-changing request's `Origin`
   * must be. Unset: the origin the request was made to (through a trusted proxy, the one it saw).
   */
  PUBLIC_ORIGIN: z.preprocess(emptyToUndefined, origin.optional()),
  TRUST_PROXY: trustedProxies,
  /** `embedded`: serve the embedded mock backend in production too (it lets anyone sign in). */
  MOCK_BACKEND: z.preprocess(emptyToUndefined, z.literal('embedded').optional()),
  /** PEM files: with both, the server speaks HTTPS, HTTP/2 with HTTP/1.1 for older clients. */
  TLS_CERT_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
  TLS_KEY_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
})

export type AppConfig = Readonly<
  Omit<z.infer<typeof envSchema>, 'MOCK_BACKEND'> & {
    /** True when `API_BASE_URL` is unset: the embedded mock backend answers every call. */
    MOCK_BACKEND: boolean
  }
>

/** Raised when an environment variable has a wrong value; the message names the variable. */
export class AppConfigError extends Error {
  override name = 'AppConfigError'
}

const tlsFilesTogether = envSchema.refine(
  (config) => (config.TLS_CERT_FILE === undefined) === (config.TLS_KEY_FILE === undefined),
  { path: ['TLS_KEY_FILE'], message: 'TLS_CERT_FILE and TLS_KEY_FILE go together (both or none)' },
)

/**
 * The embedded mock answers `/__mock/login` (anyone signs in as anyone) and `/__mock/outbox` (every
 * PIN sent): a production server serves it only when asked for by name.
 */
const EMBEDDED_MOCK_IN_PRODUCTION =
  'API_BASE_URL is not set: a production server does not serve the embedded mock backend (anyone could sign in as anyone). Set API_BASE_URL to the backend, or MOCK_BACKEND=embedded to serve the mock on purpose.'

/** Parses an environment object. Pure; exported for tests. */
export function parseAppConfig(env: Record<string, string | undefined>): AppConfig {
  const result = tlsFilesTogether.safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const variable = issue.path[0] === undefined ? '(environment)' : String(issue.path[0])
      const received = env[variable]
      return `  - ${variable}${received === undefined ? '' : ` (got ${JSON.stringify(received)})`}: ${issue.message}`
    })
    throw new AppConfigError(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const { API_BASE_URL, MOCK_BACKEND, NODE_ENV } = result.data
  if (API_BASE_URL === undefined && MOCK_BACKEND === undefined && NODE_ENV === 'production')
    throw new AppConfigError(EMBEDDED_MOCK_IN_PRODUCTION)
  if (API_BASE_URL !== undefined && MOCK_BACKEND !== undefined)
    throw new AppConfigError('MOCK_BACKEND=embedded and API_BASE_URL exclude each other: set one.')
  if (API_BASE_URL === undefined && result.data.OIDC_PROVIDER_BASE_URL !== undefined)
    throw new AppConfigError(
      'OIDC_PROVIDER_BASE_URL goes with API_BASE_URL: the embedded mock backend is its own provider.',
    )
  return Object.freeze({
    ...result.data,
    OIDC_PROVIDER_BASE_URL: result.data.OIDC_PROVIDER_BASE_URL ?? API_BASE_URL,
    ALLOWED_REDIRECT_ORIGINS: Object.freeze([...result.data.ALLOWED_REDIRECT_ORIGINS]),
    MOCK_BACKEND: result.data.API_BASE_URL === undefined,
  }) as AppConfig
}

let cached: AppConfig | undefined

/** The runtime configuration, parsed from `process.env` on first use. Server-only. */
export function getAppConfig(): AppConfig {
  cached ??= parseAppConfig(process.env)
  return cached
}
