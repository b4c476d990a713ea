/**
 * A backend reached through Prism's validating proxy (`npm run api:proxy`) names each way an
 * exchange breaks the contract in the `sl-violations` answer header. The site logs one JSON line
 * per violation, with the operation and the request id, beside its request lines.
 */
export const VIOLATIONS_HEADER = 'sl-violations'

interface PrismViolation {
  location?: string[]
  severity?: string
  code?: string | number
  message?: string
}

export interface ViolationLogLine {
  time: string
  level: 'warn' | 'error'
  message: 'contract violation'
  /** The method and backend path of the exchange (e.g. `GET /zapi/internal/plans/screen-data`). */
  operation: string
  requestId: string | null
  status: number
  severity: string
  location: string
  code?: string | number
  violation: string
}

/** The log lines of the violations Prism reported on `answer` (none without the header). */
export function violationLogLines(request: Request, answer: Response): ViolationLogLine[] {
  const header = answer.headers.get(VIOLATIONS_HEADER)
  if (!header) return []
  let violations: PrismViolation[]
  try {
    const parsed: unknown = JSON.parse(header)
    violations = Array.isArray(parsed) ? (parsed as PrismViolation[]) : [parsed as PrismViolation]
  } catch {
    violations = [{ message: header }]
  }
  const time = new Date().toISOString()
  const operation = `${request.method} ${new URL(request.url).pathname}`
  return violations.map((violation) => ({
    time,
    level: violation.severity === 'Error' ? 'error' : 'warn',
    message: 'contract violation',
    operation,
    requestId: request.headers.get('x-request-id'),
    status: answer.status,
    severity: violation.severity ?? 'unknown',
    location: (violation.location ?? []).join('.'),
    ...(violation.code !== undefined && { code: violation.code }),
    violation: violation.message ?? JSON.stringify(violation),
  }))
}

/** One line per violation; the production server writes it as JSON (server/log.ts). */
export function logPrismViolations(request: Request, answer: Response): void {
  for (const { level, message, ...fields } of violationLogLines(request, answer))
    console[level](message, fields)
}
