import type { ApiError as ApiErrorBody } from '~generated/api/model'
import { ApiError, ScreenDataError } from './api-error'
import { reportBackendChange } from './backend-changes'
import { keepsItsPath } from './backend-path'
import { parsedBodyOf } from './parsed-body'
import { withRetry } from './retry'
import { sendToBackend } from './transport'

export interface ApiRequestInit extends RequestInit {
  /** Retries with exponential backoff after a network failure or a 5xx answer (spec 01 §7). */
  retries?: number
}

const isScreenData = (url: string) => /\/screen-data(\?|$)/.test(url)

/**
 * The one API client: the Orval mutator behind every generated hook and query option.
 * Spec 01 §7: JSON in and out; 204 → undefined; 404 → its body (calls only); any other status of
 * 400 and above → ApiError. Screen-data loaders fail on every non-OK status with
 * 'Failed to load data'. Navigation on `redirectTo`/`flowError` belongs to the callers.
 *
 * Every successful call that is not a GET may have changed what the backend holds, so it is
 * reported here, once for all of them (the freshness rule, keepScreenDataFresh): an action cannot
 * forget it. Not a flow error: the flow could not go on, nothing changed.
 *
 * A URL whose path a parameter could change (dot segments, encoded slashes) is refused as not
 * found before anything is sent.
 */
export async function apiFetch<T>(url: string, init: ApiRequestInit = {}): Promise<T> {
  if (!keepsItsPath(url)) throw notFound(url)
  const { retries = 0, ...requestInit } = init
  const request = { ...requestInit, headers: jsonHeaders(requestInit) }
  const response = await withRetry(
    () => sendToBackend(url, request),
    ({ error, value }) => (value ? value.status >= 500 : !isAbort(error)),
    { retries, signal: requestInit.signal },
  )
  const answer = await readAnswer<T>(url, response)
  if (response.ok && isChange(request.method) && !isFlowError(answer)) reportBackendChange()
  return answer
}

const isChange = (method = 'GET') => !['GET', 'HEAD'].includes(method.toUpperCase())

const isFlowError = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'flowError' in answer && !!answer.flowError

function jsonHeaders(init: RequestInit): Headers {
  const headers = new Headers(init.headers)
  headers.set('Accept', 'application/json')
  if (typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json')
  }
  return headers
}

function notFound(url: string): ApiError {
  const body = { code: 'NOT_FOUND', message: '' } as const
  return isScreenData(url) ? new ScreenDataError(404, body) : new ApiError(404, body)
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

async function readAnswer<T>(url: string, response: Response): Promise<T> {
  if (response.status === 204) return undefined as T
  const body = await readJson(response)
  if (response.ok && body.ok) return body.value as T
  if (isScreenData(url)) {
    throw new ScreenDataError(response.ok ? 502 : response.status, errorBody(body.value))
  }
  if (response.status === 404 && body.ok) return body.value as T
  if (!response.ok) {
    throw new ApiError(response.status, errorBody(body.value), response.headers.get('Retry-After'))
  }
  throw new ApiError(502, { code: 'BAD_GATEWAY', message: '' })
}

async function readJson(response: Response): Promise<{ ok: boolean; value: unknown }> {
  // Parsed already by the server's screen-data check.
  const parsed = parsedBodyOf(response)
  if (parsed.found) return { ok: true, value: parsed.value }
  const text = await response.text()
  if (text === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, value: undefined }
  }
}

function errorBody(value: unknown): Partial<ApiErrorBody> | undefined {
  return value && typeof value === 'object' ? (value as Partial<ApiErrorBody>) : undefined
}
