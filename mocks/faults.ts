import { matchRequestUrl } from 'msw'

/** A failure the next `times` matching calls suffer (`POST /__mock/faults`). */
export interface Fault {
  /** HTTP method, or '*' for any. */
  method: string
  /** Backend path pattern, e.g. `/zapi/internal/login/screen-data` or `/zapi/purchase/:planId`. */
  path: string
  times: number
  /** Answer with this status and an ApiError body. */
  status?: number
  /** Wait this long before answering (combine with a small BACKEND_TIMEOUT_MS to test timeouts). */
  delayMs?: number
  /** Answer 200 with a body that is not JSON. */
  malformed?: boolean
  /** Answer 200 with an empty body. */
  empty?: boolean
  /** Answer with this JSON body (status 200 unless `status` is given), e.g. a flowError. */
  body?: unknown
  /** Do not answer at all, like a backend that refuses the connection: the site sees a network error. */
  refused?: boolean
  /** Answer as usual, without these top-level fields of the JSON body (a required field missing). */
  omit?: string[]
}

export class FaultInjector {
  private faults: Fault[] = []

  add(fault: Fault): void {
    this.faults.push({ ...fault, method: fault.method.toUpperCase() })
  }

  clear(): void {
    this.faults = []
  }

  /** The faults not used up yet (a test waits until a slow call has taken its fault). */
  pending(): readonly Fault[] {
    return this.faults
  }

  /** Takes one use of the first fault matching the request, if any. */
  take(request: Request): Fault | undefined {
    const fault = this.faults.find(
      (f) =>
        (f.method === '*' || f.method === request.method) &&
        matchRequestUrl(new URL(request.url), f.path, 'http://mock.backend').matches,
    )
    if (!fault) return undefined
    fault.times -= 1
    if (fault.times <= 0) this.faults = this.faults.filter((f) => f !== fault)
    return fault
  }
}

export async function applyFault(fault: Fault, signal: AbortSignal): Promise<Response | undefined> {
  if (fault.delayMs) await sleep(fault.delayMs, signal)
  if (fault.refused) throw new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') })
  if (fault.malformed) {
    return new Response('<html>not json', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  if (fault.empty) return new Response(null, { status: 200 })
  if (fault.body !== undefined) return Response.json(fault.body, { status: fault.status ?? 200 })
  if (fault.status) {
    return Response.json(
      { code: codeFor(fault.status), message: '', requestId: `mock-fault-${Date.now()}` },
      { status: fault.status, headers: fault.status === 429 ? { 'Retry-After': '30' } : {} },
    )
  }
  return undefined
}

/** The mock's own answer without the fields the fault omits (as is when it has none, or no JSON object). */
export async function withoutOmittedFields(
  fault: Fault | undefined,
  response: Response,
): Promise<Response> {
  if (!fault?.omit?.length || !response.headers.get('content-type')?.includes('json'))
    return response
  const body: unknown = await response.clone().json()
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return response
  const kept = Object.fromEntries(
    Object.entries(body).filter(([field]) => !fault.omit!.includes(field)),
  )
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(kept), { status: response.status, headers })
}

function codeFor(status: number): string {
  const codes: Record<number, string> = {
    400: 'VALIDATION_ERROR',
    401: 'SESSION_EXPIRED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'INVALID_REQUEST',
    429: 'RATE_LIMITED',
    500: 'INTERNAL_ERROR',
    502: 'BAD_GATEWAY',
    503: 'SERVICE_UNAVAILABLE',
    504: 'GATEWAY_TIMEOUT',
  }
  return codes[status] ?? 'UNKNOWN_ERROR'
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })
}
