/**
 * Who made a request, as far as the site can believe it. The production server (srvx with
 * `trustProxy`, server/start.ts) has already read `X-Forwarded-Host`, `-Proto` and `-For` when —
 * and only when — a configured proxy sent them: `request.url` is then the address the visitor
 * used and `request.ip` the visitor's address; otherwise they are the connection's own (the Host
 * or HTTP/2 `:authority`, the TLS state, the socket's peer). Nothing here reads those headers.
 */

/** A request as srvx hands it over: with the client's address when it knows it. */
type ServedRequest = Request & { ip?: string }

/** The site's own origin: the configured `PUBLIC_ORIGIN`, else the one the request was made to. */
export function publicOrigin(request: Request, configured: string | undefined): string {
  return configured ?? new URL(request.url).origin
}

/** The visitor's IP address (the socket's peer, or the client a trusted proxy names). */
export function clientAddress(request: Request): string | undefined {
  return (request as ServedRequest).ip || undefined
}

const SAME_ORIGIN_FETCH_SITES = new Set(['same-origin', 'none'])

/**
 * Whether another site made the browser send this request: Fetch Metadata says so, or the
 * `Origin` (sent by browsers with every POST, `null` from sandboxed and privacy-sensitive
 * contexts) is not the site's own. A request with neither comes from no browser page.
 */
export function isCrossOrigin(request: Request, ownOrigin: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null && !SAME_ORIGIN_FETCH_SITES.has(fetchSite)) return true
  const origin = request.headers.get('origin')
  return origin !== null && origin !== ownOrigin
}
