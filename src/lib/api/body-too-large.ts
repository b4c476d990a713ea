/**
 * A request body over its route's limit (server/body-limits.ts): answered 413 whether its
 * `Content-Length` said so up front or it outgrew the limit while it arrived. No imports: the
 * production server (run by Node) uses it too.
 */
export function contentTooLarge(requestId: string | null): Response {
  return Response.json(
    { code: 'CONTENT_TOO_LARGE', message: '', requestId: requestId ?? crypto.randomUUID() },
    { status: 413, headers: { 'Cache-Control': 'no-store', Connection: 'close' } },
  )
}

/** The error srvx's size-limited body stream fails with (its documented, stable code). */
export function isBodyTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ERR_BODY_TOO_LARGE'
}
