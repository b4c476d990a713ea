/**
 * What the production server does for operators (server/start.ts): request ids, one JSON log line
 * per request (log.ts), liveness and readiness probes, and a bounded graceful shutdown.
 */
import type { ServerMiddleware } from 'srvx'
import type { Logger } from './log.ts'

export const REQUEST_ID_HEADER = 'x-request-id'

/** An id a load balancer or caller gave that is safe to log and forward as is. */
const ACCEPTED_REQUEST_ID = /^[\w.:-]{8,128}$/

/** The caller's request id when it is a safe token, otherwise a new one. */
export function requestIdFor(request: Request): string {
  const given = request.headers.get(REQUEST_ID_HEADER)
  return given && ACCEPTED_REQUEST_ID.test(given) ? given : crypto.randomUUID()
}

export type RequestLogFields = {
  method: string
  /** The path only: query strings carry reset tokens and codes. */
  path: string
  status: number
  durationMs: number
  requestId: string
}

export function requestLogFields(
  request: Request,
  status: number,
  durationMs: number,
  requestId: string,
): RequestLogFields {
  return {
    method: request.method,
    path: new URL(request.url).pathname,
    status,
    durationMs: Math.round(durationMs * 10) / 10,
    requestId,
  }
}

const levelOf = (status: number) => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info')

/** The requests being answered: a shutdown waits for them, and logs the ones it has to cut. */
export class RequestsInFlight {
  readonly #requests = new Map<Request, { started: number; requestId: string }>()
  #whenIdle: (() => void)[] = []

  add(request: Request, requestId: string): void {
    this.#requests.set(request, { started: performance.now(), requestId })
  }

  delete(request: Request): void {
    this.#requests.delete(request)
    if (this.#requests.size > 0) return
    for (const resolve of this.#whenIdle.splice(0)) resolve()
  }

  /** Resolves once no request is being answered. */
  idle(): Promise<void> {
    if (this.#requests.size === 0) return Promise.resolve()
    return new Promise((resolve) => this.#whenIdle.push(resolve))
  }

  /** Each request still being answered, as its log line would say so far. */
  pending(): RequestLogFields[] {
    const now = performance.now()
    return [...this.#requests].map(([request, { started, requestId }]) =>
      requestLogFields(request, 0, now - started, requestId),
    )
  }
}

/**
 * Gives every request an id (the caller's `x-request-id` when safe, else a new one) that the app
 * forwards to the backend and shows on its error pages, answers with it, and writes one JSON line
 * per request when the answer starts. Every line written while it is served carries the id.
 */
export function requestLogging(
  logger: Logger,
  inFlight = new RequestsInFlight(),
): ServerMiddleware {
  return async (request, next) => {
    const started = performance.now()
    const requestId = requestIdFor(request)
    request.headers.set(REQUEST_ID_HEADER, requestId)
    inFlight.add(request, requestId)
    let status = 500
    try {
      const response = await logger.inRequest(requestId, next)
      status = response.status
      try {
        response.headers.set(REQUEST_ID_HEADER, requestId)
      } catch {
        // immutable headers (a static file's): the log line still has the id
      }
      return response
    } finally {
      inFlight.delete(request)
      logger.line(
        levelOf(status),
        'request',
        requestLogFields(request, status, performance.now() - started, requestId),
      )
    }
  }
}

export interface Probes {
  /** Whether the backend answers at all (any HTTP status); the embedded mock always does. */
  backendReachable: () => Promise<boolean>
  shuttingDown: () => boolean
}

/**
 * `GET /healthz`: the process is alive. `GET /readyz`: it should get traffic — the backend is
 * reachable and no shutdown has begun (a load balancer then stops sending new requests here).
 */
export function healthProbes(probes: Probes): ServerMiddleware {
  return async (request, next) => {
    const { pathname } = new URL(request.url)
    if (pathname === '/healthz') return probeAnswer(200, { status: 'ok' })
    if (pathname !== '/readyz') return next()
    if (probes.shuttingDown()) return probeAnswer(503, { status: 'shutting-down' })
    return (await probes.backendReachable())
      ? probeAnswer(200, { status: 'ready' })
      : probeAnswer(503, { status: 'backend-unreachable' })
  }
}

function probeAnswer(status: number, body: { status: string }): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** Any HTTP answer from the backend's origin within `timeoutMs` counts as reachable. */
export async function originAnswers(baseUrl: string, timeoutMs: number): Promise<boolean> {
  try {
    const answer = await fetch(baseUrl, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
    await answer.body?.cancel()
    return true
  } catch {
    return false
  }
}

/**
 * On SIGTERM or SIGINT: say not ready (`/readyz` answers 503) but keep listening until the requests
 * in flight are answered, then stop accepting connections and exit 0. Requests still unanswered
 * after `timeoutMs` are cut, each with its log line, and the exit code is 1.
 */
export function exitGracefully(
  close: (force?: boolean) => Promise<void>,
  timeoutMs: number,
  logger: Logger,
  inFlight: RequestsInFlight,
): { shuttingDown: () => boolean } {
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    logger.line('info', 'shutdown', { signal })
    const drained = inFlight
      .idle()
      .then(() => close())
      .then(() => true)
    const timedOut = new Promise<false>((resolve) => setTimeout(resolve, timeoutMs, false).unref())
    const finished = await Promise.race([drained, timedOut])
    if (!finished) {
      for (const fields of inFlight.pending())
        logger.line('error', 'request cut at shutdown', { ...fields, status: null })
      await close(true)
    }
    process.exit(finished ? 0 : 1)
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => void shutdown(signal))
  return { shuttingDown: () => closing }
}
