/**
 * Production server (run by Node ≥ 24 with type stripping: `node server/start.ts`).
 *
 * - Static files of `dist/client`: hashed `/assets/*` with a one-year immutable cache, other
 *   files with a short cache; pre-compressed `.br` / `.gz` variants are sent when present.
 * - Everything else goes to the TanStack Start server entry (`dist/server/server.js`).
 * - Binds HOST:PORT from the validated configuration (app.config.ts).
 * - Serves the build in `DIST_DIR` (optional, relative to the working directory; default: this
 *   repository's dist/). scripts/measure-performance.ts uses it to serve the bare reference app
 *   (bench/bare/dist) with this very server.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve, type ServerMiddleware } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { AppConfigError, getAppConfig, type AppConfig } from '../app.config.ts'

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

const staticFiles: ServerMiddleware = async (request, next) => {
  const { pathname } = new URL(request.url)
  const response = await (pathname.startsWith('/assets/') ? hashedAssets : publicFiles)(
    request,
    next,
  )
  if (!response.headers.has('x-content-type-options')) {
    try {
      response.headers.set('X-Content-Type-Options', 'nosniff')
    } catch {
      // immutable headers: leave as is
    }
  }
  return response
}

const server = serve({
  port: config.PORT,
  hostname: config.HOST,
  middleware: [staticFiles],
  fetch: (request) => startEntry.fetch(request),
  silent: true,
  gracefulShutdown: true,
})

await server.ready()
console.log(
  `Account site listening on ${server.url ?? `http://${config.HOST}:${config.PORT}/`} ` +
    `(${config.MOCK_BACKEND ? 'embedded mock backend' : `backend ${config.API_BASE_URL}`}, ` +
    `NODE_ENV=${config.NODE_ENV}` +
    (customDistDir ? `, DIST_DIR=${distDir}` : '') +
    ')',
)
