/**
 * Production server (run by Node ≥ 24 with type stripping: `node server/start.ts`).
 *
 * - Static files of `dist/client`: hashed `/assets/*` with a one-year immutable cache, other
 *   files with a short cache; pre-compressed `.br` / `.gz` variants are sent when present.
 * - Everything else goes to the TanStack Start server entry (`dist/server/server.js`); its pages
 *   are compressed by Accept-Encoding and never stored by shared caches (html-responses.ts).
 * - Binds HOST:PORT from the validated configuration (app.config.ts); with TLS_CERT_FILE and
 *   TLS_KEY_FILE it speaks HTTPS, HTTP/2 first (many small module files need no connection each).
 * - Serves the build in `DIST_DIR` (optional, relative to the working directory; default: this
 *   repository's dist/). scripts/measure-performance.ts uses it to serve the bare reference app
 *   (bench/bare/dist) with this very server.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve, type ServerMiddleware } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { AppConfigError, getAppConfig, type AppConfig } from '../app.config.ts'
import { withBodyLimit } from './body-limits.ts'
import { finishPageResponse } from './html-responses.ts'
import { createLogger, routeConsole } from './log.ts'
import {
  exitGracefully,
  healthProbes,
  originAnswers,
  RequestsInFlight,
  requestLogging,
} from './operations.ts'

const ONE_YEAR = 60 * 60 * 24 * 365
const ONE_HOUR = 60 * 60

const customDistDir = process.env.DIST_DIR?.trim() || undefined
const distDir = customDistDir
  ? resolve(customDistDir)
  : fileURLToPath(new URL('../dist', import.meta.url))
const clientDir = join(distDir, 'client')
const serverEntry = join(distDir, 'server', 'server.js')

// This is the production server: unless told otherwise, run in production mode (HSTS etc.).
process.env.NODE_ENV ??= 'production'

let config: AppConfig
try {
  config = getAppConfig()
} catch (error) {
  if (error instanceof AppConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

if (!existsSync(serverEntry)) {
  console.error(
    customDistDir
      ? `Missing ${serverEntry}: DIST_DIR must point to a build (dist/{client,server}).`
      : `Missing ${serverEntry}: run \`npm run build\` first.`,
  )
  process.exit(1)
}

const { default: startEntry } = (await import(pathToFileURL(serverEntry).href)) as {
  default: { fetch: (request: Request) => Response | Promise<Response> }
}

const hashedAssets = staticMiddleware({
  dir: clientDir,
  encodings: true,
  maxAge: ONE_YEAR,
  immutable: true,
})
const publicFiles = staticMiddleware({ dir: clientDir, encodings: true, maxAge: ONE_HOUR })

/**
 * Paths (`/assets/app-1234.js`) of the files of the client build, listed once at start: the build
 * does not change while the server runs (restart after replacing it). Page requests then skip the
 * static middleware, which would otherwise look for a matching file — up to three `stat` calls —
 * on every one of them.
 */
const clientFiles = new Set(
  (existsSync(clientDir) ? readdirSync(clientDir, { recursive: true, withFileTypes: true }) : [])
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`,
    ),
)

/** Whether the static middleware may have a file for `pathname` (same candidates as srvx's). */
function mayBeClientFile(pathname: string): boolean {
  if (pathname.includes('%')) return true // encoded: the middleware decodes and checks it
  const path = pathname.replace(/\/+$/, '')
  if (pathname.endsWith('/')) return clientFiles.has(`${path}/index.html`)
  return (
    clientFiles.has(path) ||
    clientFiles.has(`${path}.html`) ||
    clientFiles.has(`${path}/index.html`)
  )
}

const staticFiles: ServerMiddleware = async (request, next) => {
  const { pathname } = new URL(request.url)
  const response = await (!mayBeClientFile(pathname)
    ? next()
    : (pathname.startsWith('/assets/') ? hashedAssets : publicFiles)(request, next))
  if (!response.headers.has('x-content-type-options')) {
    try {
      response.headers.set('X-Content-Type-Options', 'nosniff')
    } catch {
      // immutable headers: leave as is
    }
  }
  return response
}

const READINESS_TIMEOUT_MS = 2000
const logger = createLogger((line) => process.stdout.write(`${line}\n`))
routeConsole(logger)
const inFlight = new RequestsInFlight()
const backendBaseUrl = config.API_BASE_URL

// `server` is only closed on a signal, after it exists.
const shutdown = exitGracefully(
  (force) => server.close(force),
  config.SHUTDOWN_TIMEOUT_MS,
  logger,
  inFlight,
)
const server = serve({
  port: config.PORT,
  hostname: config.HOST,
  // X-Forwarded-Host, -Proto and -For shape request.url and request.ip only from these proxies.
  trustProxy: config.TRUST_PROXY,
  // With a certificate srvx answers HTTPS over HTTP/2 (HTTP/1.1 for clients without it).
  tls:
    config.TLS_CERT_FILE && config.TLS_KEY_FILE
      ? { cert: config.TLS_CERT_FILE, key: config.TLS_KEY_FILE }
      : undefined,
  middleware: [
    requestLogging(logger, inFlight),
    healthProbes({
      backendReachable: async () =>
        !backendBaseUrl || (await originAnswers(backendBaseUrl, READINESS_TIMEOUT_MS)),
      shuttingDown: shutdown.shuttingDown,
    }),
    staticFiles,
  ],
  fetch: async (request) => {
    const limited = withBodyLimit(request)
    if (limited instanceof Response) return limited
    return finishPageResponse(request, await startEntry.fetch(limited))
  },
  silent: true,
  gracefulShutdown: false,
})

await server.ready()
logger.line('info', 'listening', {
  url: server.url ?? `http://${config.HOST}:${config.PORT}/`,
  backend: config.MOCK_BACKEND ? 'embedded mock' : config.API_BASE_URL,
  nodeEnv: config.NODE_ENV,
  ...(customDistDir && { distDir }),
})
