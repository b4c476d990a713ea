/** One request the mock backend received: what it was asked, as it arrived. */
export interface ReceivedRequest {
  method: string
  /** The path and query, after the URL parser resolved them (where the call really went). */
  path: string
}

/** Requests kept: enough for one test's page loads, bounded for a long-running mock. */
const LIMIT = 1000

/**
 * The backend requests the mock received, newest last (`GET /__mock/requests`), so that a test
 * can tell which backend calls a page made, e.g. none for a refused path parameter.
 */
export class RequestLog {
  private requests: ReceivedRequest[] = []

  record(request: Request): void {
    const { pathname, search } = new URL(request.url)
    this.requests.push({ method: request.method, path: pathname + search })
    if (this.requests.length > LIMIT) this.requests.splice(0, this.requests.length - LIMIT)
  }

  list(): readonly ReceivedRequest[] {
    return this.requests
  }

  clear(): void {
    this.requests = []
  }
}
