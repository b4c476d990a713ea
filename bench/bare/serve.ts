/**
 * Production server of the bare reference app (`node bench/bare/serve.ts`), mirroring
 * server/start.ts: same srvx setup, same static middleware (pre-compressed variants, one-year
 * immutable cache on /assets/*, short cache elsewhere, nosniff), everything else to the Start
 * server entry. Differences: it serves bench/bare/dist (or BENCH_DIST_DIR) and reads only
 * PORT/HOST (the bare app has no app.config.ts).
 *
 * server/start.ts cannot be reused as is because it hard-codes ../dist/{client,server}; an
 * optional DIST_DIR environment variable there would make this file unnecessary.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve, type ServerMiddleware } from 'srvx'
import { staticMiddleware } from 'srvx/static'

const ONE_YEAR = 60 * 60 * 24 * 365
const ONE_HOUR = 60 * 60

const distDir = resolve(
  process.env.BENCH_DIST_DIR ?? fileURLToPath(new URL('./dist', import.meta.url)),
)
const clientDir = join(distDir, 'client')
const serverEntry = join(distDir, 'server', 'server.js')

process.env.NODE_ENV ??= 'production'
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '127.0.0.1'

if (!existsSync(serverEntry)) {
  console.error(`Missing ${serverEntry}: build the bare app first.`)
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
  port,
  hostname,
  middleware: [staticFiles],
  fetch: (request) => startEntry.fetch(request),
  silent: true,
  gracefulShutdown: true,
})

await server.ready()
console.log(`Bare app listening on ${server.url ?? `http://${hostname}:${port}/`}`)
