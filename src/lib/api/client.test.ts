import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, ScreenDataError } from './api-error'
import { apiFetch } from './client'
import { sendToBackend } from './transport'

vi.mock('./transport', () => ({ sendToBackend: vi.fn() }))
const send = vi.mocked(sendToBackend)

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })

beforeEach(() => {
  send.mockReset()
  vi.useRealTimers()
})

describe('apiFetch', () => {
  it('sends JSON and returns the parsed body', async () => {
    send.mockResolvedValue(json(200, { redirectTo: '/mypage' }))
    await expect(apiFetch('/zapi/signup/email', { method: 'POST', body: '{"email":"a@b.jp"}' })).resolves.toEqual({
      redirectTo: '/mypage',
    })
    const headers = send.mock.calls[0][1].headers as Headers
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.get('Accept')).toBe('application/json')
  })

  it('gives an empty result for 204', async () => {
    send.mockResolvedValue(new Response(null, { status: 204 }))
    await expect(apiFetch('/zapi/account/trusted-device', { method: 'DELETE' })).resolves.toBeUndefined()
  })

  it('returns the body of a 404 for calls', async () => {
    send.mockResolvedValue(json(404, { results: [] }))
    await expect(apiFetch('/zapi/postal-code/0000000')).resolves.toEqual({ results: [] })
  })

  it('throws ApiError with status, code, message, requestId and field errors for other failures', async () => {
    send.mockResolvedValue(
      json(409, {
        code: 'ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD',
        message: 'このログインIDは既に使用されています。別のログインIDを登録してください。',
        requestId: 'req_1',
        errors: [{ field: 'loginId', message: 'x' }],
      }),
    )
    const error = await apiFetch('/zapi/signup', { method: 'POST', body: '{}' }).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 409,
      code: 'ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD',
      message: 'このログインIDは既に使用されています。別のログインIDを登録してください。',
      requestId: 'req_1',
      fieldErrors: [{ field: 'loginId', message: 'x' }],
    })
  })

  it('reads Retry-After of a 429', async () => {
    send.mockResolvedValue(json(429, { code: 'RATE_LIMITED', message: '', requestId: 'r' }, { 'Retry-After': '42' }))
    await expect(apiFetch('/login', { method: 'POST', body: '{}' })).rejects.toMatchObject({ retryAfterSeconds: 42 })
  })

  it('fails a screen-data loader on any non-OK status with "Failed to load data"', async () => {
    send.mockResolvedValue(json(404, { code: 'NOT_FOUND', message: 'x', requestId: 'r' }))
    const error = await apiFetch('/zapi/internal/plans/p1/screen-data').catch((e) => e)
    expect(error).toBeInstanceOf(ScreenDataError)
    expect(error).toMatchObject({ status: 404, message: 'Failed to load data' })
  })

  it('treats a malformed body as a bad gateway, never as data', async () => {
    send.mockResolvedValue(new Response('<html>oops', { status: 200 }))
    await expect(apiFetch('/zapi/internal/login/screen-data')).rejects.toMatchObject({ status: 502 })
    send.mockResolvedValue(new Response('{"broken"', { status: 200 }))
    await expect(apiFetch('/zapi/account/consent', { method: 'POST', body: '{}' })).rejects.toMatchObject({
      status: 502,
      code: 'BAD_GATEWAY',
    })
  })

  it('retries 5xx and network failures with backoff when asked, then succeeds', async () => {
    vi.useFakeTimers()
    send
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(json(503, { code: 'SERVICE_UNAVAILABLE', message: '', requestId: 'r' }))
      .mockResolvedValueOnce(json(200, { ok: true }))
    const result = apiFetch('/zapi/internal/mypage/screen-data', { retries: 3 })
    await vi.advanceTimersByTimeAsync(1000 + 1000)
    expect(send).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2000 + 1000)
    await expect(result).resolves.toEqual({ ok: true })
    expect(send).toHaveBeenCalledTimes(3)
  })

  it('does not retry without the option, nor a 4xx with it', async () => {
    send.mockResolvedValue(json(500, { code: 'INTERNAL_ERROR', message: '', requestId: 'r' }))
    await expect(apiFetch('/zapi/account/consent', { method: 'POST', body: '{}' })).rejects.toMatchObject({ status: 500 })
    expect(send).toHaveBeenCalledTimes(1)
    send.mockClear()
    send.mockResolvedValue(json(400, { code: 'VALIDATION_ERROR', message: '', requestId: 'r' }))
    await expect(apiFetch('/zapi/account/consent', { method: 'POST', body: '{}', retries: 3 })).rejects.toMatchObject({
      status: 400,
    })
    expect(send).toHaveBeenCalledTimes(1)
  })
})

describe('apiFetch refusing a path a parameter could change', () => {
  it.each([
    '/zapi/internal/mypage/invoice/../../oidc/selectAccount/form/switch?x=/screen-data',
    '/zapi/internal/mypage/invoice/%2e%2e/screen-data',
    '/zapi/internal/mypage/invoice/..%2F..%2Fmypage/screen-data',
  ])('sends nothing for %s and answers the 404 page', async (url) => {
    const error = await apiFetch(url).catch((e) => e)
    expect(error).toBeInstanceOf(ScreenDataError)
    expect(error).toMatchObject({ status: 404 })
    expect(send).not.toHaveBeenCalled()
  })

  it('refuses a call the same way', async () => {
    const error = await apiFetch('/zapi/account/payment-method/..', { method: 'DELETE' }).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404 })
    expect(send).not.toHaveBeenCalled()
  })
})
