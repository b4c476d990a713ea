import { safeRedirectPath } from '../src/lib/security/safe-redirect'
import type { ErrorCode, FieldError, ProfileSwitch } from '~generated/api/model'

/** The origin the site gives every backend request it hands to the mock (src/lib/api/backend.server.ts). */
export const MOCK_ORIGIN = 'http://mock.backend'

/**
 * An MSW path for a backend path. Absolute rather than wildcard-prefixed, which would let
 * `/login` also catch `/oidc/login`.
 */
export const route = (path: string): string => `${MOCK_ORIGIN}${path}`

export interface AnswerOptions {
  status?: number
  /** Set-Cookie lines. */
  cookies?: string[]
  headers?: Record<string, string>
}

function headersOf(options: AnswerOptions): Headers {
  const headers = new Headers(options.headers)
  for (const cookie of options.cookies ?? []) headers.append('Set-Cookie', cookie)
  return headers
}

export function ok(body: unknown, options: AnswerOptions = {}): Response {
  return Response.json(body, { status: options.status ?? 200, headers: headersOf(options) })
}

/** 200 with only `redirectTo`: the page (or the call's caller) navigates there. */
export function redirectTo(path: string, options: AnswerOptions = {}): Response {
  return ok({ redirectTo: path }, options)
}

/** 200 with `flowError`: the flow cannot go on; the page offers a restart at `path`. */
export function flowError(path: string, message?: string, options: AnswerOptions = {}): Response {
  return ok({ flowError: message ? { redirectTo: path, message } : { redirectTo: path } }, options)
}

export function noContent(options: AnswerOptions = {}): Response {
  return new Response(null, { status: 204, headers: headersOf(options) })
}

/** A browser form post's answer: 303 to `location`. */
export function seeOther(location: string, options: AnswerOptions = {}): Response {
  const headers = headersOf(options)
  headers.set('Location', location)
  return new Response(null, { status: 303, headers })
}

export const requestId = (): string =>
  `req_mock_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`

export interface FailureExtras extends AnswerOptions {
  errors?: FieldError[]
  redirectTo?: string
  retryAfterSeconds?: number
  profileSwitch?: ProfileSwitch
}

/** An `ApiError` answer. */
export function fail(
  status: number,
  code: ErrorCode,
  message: string,
  extras: FailureExtras = {},
): Response {
  const { errors, redirectTo: to, retryAfterSeconds, profileSwitch, ...options } = extras
  const body = {
    code,
    message,
    requestId: requestId(),
    ...(errors?.length ? { errors } : {}),
    ...(to ? { redirectTo: to } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    ...(profileSwitch ? { profileSwitch } : {}),
  }
  const headers = { ...options.headers }
  if (retryAfterSeconds !== undefined) headers['Retry-After'] = String(retryAfterSeconds)
  return ok(body, { ...options, status, headers })
}

export const fieldError = (field: string, code: ErrorCode, message: string): FieldError => ({
  field,
  code,
  message,
})

/**
 * A 400 listing the fields that broke a rule: VALIDATION_ERROR, or the field's own code and
 * message when it is a single specific one (EMAIL_NOT_ENTERED, PASSWORD_NOT_ENTERED…).
 */
export function invalid(errors: FieldError[]): Response {
  const [first] = errors
  if (errors.length === 1 && first.code && first.code !== 'VALIDATION_ERROR') {
    return fail(400, first.code, first.message, { errors })
  }
  return fail(400, 'VALIDATION_ERROR', '入力内容に誤りがあります。', { errors })
}

export const notFound = (message = 'ページが見つかりません。'): Response =>
  fail(404, 'NOT_FOUND', message)

export type Body = Record<string, unknown>

/** The request body as an object: JSON, or an HTML form post (application/x-www-form-urlencoded). */
export async function readBody(request: Request): Promise<Body> {
  const text = await request.text()
  if (text === '') return {}
  if (isFormPost(request)) return Object.fromEntries(new URLSearchParams(text))
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {}
  } catch {
    return {}
  }
}

export const isFormPost = (request: Request): boolean =>
  (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')

export const text = (body: Body, key: string): string => {
  const value = body[key]
  return typeof value === 'string' ? value : ''
}

/** `returnTo` when it is a same-origin path (one leading slash, no scheme), else undefined. */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  const path = safeRedirectPath(value, '')
  return path === '' ? undefined : path
}
